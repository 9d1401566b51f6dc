import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BulkRequestsAnswer, OfficeRequestRow } from '@vve/contract/calls/office';
import { auditEvents } from '../db/schema/audit';
import { requestStatusChanges, requests } from '../db/schema/requests';
import { callerFor } from '../../test/api-client';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderWorld } from '../../test/work-order-world';

const BULK = '/api/app/office/requests/bulk';

describe.each(testDatabaseKinds())('bulk actions of the inbox on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const aWorld = async () => {
    const { app, db, clock } = testApp();
    const w = await workOrderWorld(app, db, clock.read);
    const colleague = await createUser(db, ['administrator'], 'Bram Beheer');
    const raised = await Promise.all(['Lekkage', 'Deur klemt', 'Lamp kapot'].map((text) => w.request(text)));
    const statusOf = async (ids: number[]) =>
      (await db.select().from(requests).where(inArray(requests.id, ids))).map((row) => [
        row.id,
        row.status,
        row.handledBy,
      ]);
    return { ...w, colleague, asColleague: await callerFor(app, colleague), requests: raised, statusOf };
  };

  it('takes new requests into handling, each as one would, and leaves those not new or gone with the reason', async () => {
    const w = await aWorld();
    const [first, second, taken] = w.requests as [number, number, number];
    const byColleague = await w.asColleague('POST', BULK, { action: 'TAKE_INTO_HANDLING', ids: [taken] });
    expect(byColleague.body).toEqual({ changed: [taken], skipped: [] });

    const answer = await w.asAdmin('POST', BULK, {
      action: 'TAKE_INTO_HANDLING',
      ids: [first, taken, 999_999, second, first],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body as BulkRequestsAnswer).toEqual({
      changed: [first, second],
      skipped: [
        { id: taken, reason: 'NOT_NEW' },
        { id: 999_999, reason: 'NOT_FOUND' },
      ],
    });
    expect(await w.statusOf([first, second, taken])).toEqual(
      expect.arrayContaining([
        [first, 'IN_BEHANDELING', w.admin.id],
        [second, 'IN_BEHANDELING', w.admin.id],
        [taken, 'IN_BEHANDELING', w.colleague.id],
      ]),
    );
    const moves = await testApp()
      .db.select()
      .from(requestStatusChanges)
      .where(inArray(requestStatusChanges.reportId, [first, second]));
    expect(moves.map((move) => [move.fromStatus, move.toStatus, move.changedBy])).toEqual([
      ['NIEUW', 'IN_BEHANDELING', w.admin.id],
      ['NIEUW', 'IN_BEHANDELING', w.admin.id],
    ]);
    // The audit rows a move on the request's own page writes, which the residents' notifications follow.
    const audited = await testApp()
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'request.status-changed'));
    expect(audited.map((row) => [row.entityId, row.details])).toEqual(
      expect.arrayContaining([
        [first, { from: 'NIEUW', to: 'IN_BEHANDELING' }],
        [second, { from: 'NIEUW', to: 'IN_BEHANDELING' }],
      ]),
    );
  });

  it('makes me the handler of requests, with an audit row naming the one before, and says which were mine already', async () => {
    const w = await aWorld();
    const [first, second, mine] = w.requests as [number, number, number];
    await w.asColleague('POST', BULK, { action: 'TAKE_INTO_HANDLING', ids: [first] });
    await w.asAdmin('POST', BULK, { action: 'TAKE_INTO_HANDLING', ids: [mine] });

    const answer = await w.asAdmin('POST', BULK, { action: 'ASSIGN_TO_ME', ids: [first, second, mine] });
    expect(answer.body).toEqual({
      changed: [first, second],
      skipped: [{ id: mine, reason: 'YOURS_ALREADY' }],
    });
    expect(await w.statusOf([first, second])).toEqual(
      expect.arrayContaining([
        [first, 'IN_BEHANDELING', w.admin.id],
        [second, 'NIEUW', w.admin.id],
      ]),
    );
    const assigned = await testApp()
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'request.assigned'));
    expect(assigned.map((row) => [row.entityId, row.userId, row.details])).toEqual(
      expect.arrayContaining([
        [first, w.admin.id, { from: w.colleague.id }],
        [second, w.admin.id, { from: null }],
      ]),
    );
    const onlyMine = await w.asAdmin('GET', '/api/app/office/requests?mine=true');
    expect((onlyMine.body as OfficeRequestRow[]).map((row) => row.id).sort()).toEqual(
      [first, second, mine].sort(),
    );
  });

  it('refuses an empty or too long list and unknown actions with 400, and anyone but an administrator with 404', async () => {
    const w = await aWorld();
    const before = await w.statusOf(w.requests);
    for (const body of [
      { action: 'TAKE_INTO_HANDLING', ids: [] },
      { action: 'TAKE_INTO_HANDLING', ids: Array.from({ length: 101 }, (_, index) => index + 1) },
      { action: 'RESOLVE', ids: w.requests },
      { action: 'ASSIGN_TO_ME', ids: w.requests, handler: 1 },
    ]) {
      const refused = await w.asAdmin('POST', BULK, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    for (const caller of [w.asOwner, w.asSupplier]) {
      expect((await caller('POST', BULK, { action: 'ASSIGN_TO_ME', ids: w.requests })).status).toBe(404);
    }
    expect(await w.statusOf(w.requests)).toEqual(before);
  });
});
