import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfficeRequest, OfficeRequestRow, RequestDue } from '@vve/contract/calls/office';
import { saveResponseTargets } from '../commands/save-response-targets';
import { auditEvents } from '../db/schema/audit';
import { requests } from '../db/schema/requests';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderWorld } from '../../test/work-order-world';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('requests due by their priority on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const aWorld = async () => {
    const { app, db, clock } = testApp();
    const w = await workOrderWorld(app, db, clock.read);
    const inbox = async (query: string) => {
      const answer = await w.asAdmin('GET', `/api/app/office/requests?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as OfficeRequestRow[];
    };
    const setPriority = (id: number, priority: string) =>
      w.asAdmin('PUT', `/api/app/office/requests/${id}/priority`, { priority });
    return { ...w, inbox, setPriority };
  };

  it('gives a request the due date of its priority: normal at first, again when the priority changes, audited', async () => {
    const w = await aWorld();
    const { clock, db } = testApp();
    const made = clock.read();
    const id = await w.request('Lift staat stil');
    const opened = (await w.asAdmin('GET', `/api/app/office/requests/${id}`)).body as OfficeRequest;
    expect(opened).toMatchObject({
      priority: 'Normaal',
      dueAt: new Date(made.getTime() + 10 * DAY).toISOString(),
    });

    const urgent = await w.setPriority(id, 'Spoed');
    expect(urgent.status, JSON.stringify(urgent.body)).toBe(200);
    const dueAt = new Date(made.getTime() + DAY).toISOString();
    expect(urgent.body as RequestDue).toEqual({ priority: 'Spoed', dueAt });
    expect((await w.inbox('page=1'))[0]).toMatchObject({ id, priority: 'Spoed', dueAt });
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.action, 'request.prioritized'));
    expect(audit.map((row) => [row.entityId, row.details])).toEqual([
      [id, { from: 'Normaal', to: 'Spoed', dueAt }],
    ]);

    for (const bad of [
      { priority: 'Superspoed' },
      { priority: 'Spoed', dueAt: '2027-01-01T00:00:00.000Z' },
      {},
    ]) {
      const refused = await w.asAdmin('PUT', `/api/app/office/requests/${id}/priority`, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await w.setPriority(999_999, 'Hoog')).status).toBe(404);
    expect(
      (await w.asOwner('PUT', `/api/app/office/requests/${id}/priority`, { priority: 'Laag' })).status,
    ).toBe(404);
    const [stored] = await db.select().from(requests).where(eq(requests.id, id));
    expect(stored).toMatchObject({ priority: 'Spoed', dueAt: new Date(made.getTime() + DAY) });
  });

  it("follows the deployment's response targets from then on, and keeps the due dates given before", async () => {
    const w = await aWorld();
    const { clock, db } = testApp();
    const before = await w.request('Voordeur klemt');
    await w.setPriority(before, 'Hoog');
    const dueBefore = (await w.asAdmin('GET', `/api/app/office/requests/${before}`)).body as OfficeRequest;

    await saveResponseTargets(db, { Hoog: 2, Laag: 60 });
    const made = clock.read();
    const after = await w.request('Deurdranger lekt olie');
    const due = (await w.setPriority(after, 'Hoog')).body as RequestDue;
    expect(due.dueAt).toBe(new Date(made.getTime() + 2 * DAY).toISOString());
    const low = (await w.setPriority(after, 'Laag')).body as RequestDue;
    expect(low.dueAt).toBe(new Date(made.getTime() + 60 * DAY).toISOString());
    const still = (await w.asAdmin('GET', `/api/app/office/requests/${before}`)).body as OfficeRequest;
    expect(still.dueAt).toBe(dueBefore.dueAt);
  });

  it('lists the overdue open requests, and sorts the inbox by due date with or without a text', async () => {
    const w = await aWorld();
    const { clock, db } = testApp();
    /** A request made `daysAgo` days (and `hours` hours) before now: its due date follows (migration 0021). */
    const madeAgo = async (text: string, daysAgo: number, priority = 'Normaal') => {
      const id = await w.request(text);
      if (priority !== 'Normaal') await w.setPriority(id, priority);
      await db
        .update(requests)
        .set({ createdAt: new Date(clock.read().getTime() - daysAgo * DAY) })
        .where(eq(requests.id, id));
      return id;
    };
    const normal = await madeAgo('Lekkage in de berging', 11);
    const urgent = await madeAgo('Lekkage bij de voordeur', 3, 'Spoed');
    const low = await madeAgo('Schilderwerk bladdert', 20, 'Laag');
    const fresh = await madeAgo('Lekkage boven de lift', 0.5, 'Spoed');
    const rejected = await madeAgo('Lekkage in de lift', 5, 'Spoed');
    await w.asAdmin('POST', `/api/app/office/requests/${rejected}/status`, {
      from: 'NIEUW',
      to: 'AFGEWEZEN',
      reason: 'Dubbel',
    });

    // Only this test's requests (the file's tests share the database).
    const mine = new Set([normal, urgent, low, fresh, rejected]);
    const ids = async (query: string) =>
      (await w.inbox(query)).map((row) => row.id).filter((id) => mine.has(id));
    // Due: urgent 2 days ago, rejected 4 days ago (not open), normal 1 day ago, fresh in 12 hours, low in 10 days.
    expect(await ids('overdue=true')).toEqual([urgent, normal]);
    expect(await ids('overdue=true&order=due')).toEqual([urgent, normal]);
    expect(await ids('order=due')).toEqual([rejected, urgent, normal, fresh, low]);
    expect(await ids('order=due&text=lekkage')).toEqual([rejected, urgent, normal, fresh]);
    expect(await ids('order=due&text=lekkage&overdue=true')).toEqual([urgent, normal]);
    expect(await ids('text=lekkage')).toEqual([fresh, urgent, rejected, normal]);
    expect((await w.asAdmin('GET', '/api/app/office/requests?order=oldest')).status).toBe(400);
    expect((await w.asAdmin('GET', '/api/app/office/requests?overdue=yes')).status).toBe(400);
  });
});
