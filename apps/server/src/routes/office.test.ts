import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allCalls } from '@vve/contract/calls/all';
import type { Report } from '@vve/contract/calls/requests';
import { auditEvents } from '../db/schema/audit';
import { requestStatusChanges, requests } from '../db/schema/requests';
import { callerFor } from '../../test/api-client';
import { createComplex, createUser, makeOwner } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('moving a request on in the back office, on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** An owner's new request, an administrator, and the owner's own view of the request. */
  const aRequest = async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const owner = await createUser(db, ['owner'], 'Olga Eigenaar');
    await makeOwner(db, complex, owner.id);
    const asOwner = await callerFor(app, owner);
    const created = (
      await asOwner('POST', '/api/app/reports', { omschrijving: 'Lift kapot', vve: complex.id })
    ).body as Report;
    const admin = await createUser(db, ['administrator'], 'Ada Beheer');
    const asAdmin = await callerFor(app, admin);
    const move = (from: string, to: string, reason?: string) =>
      asAdmin('POST', `/api/app/office/requests/${created.id}/status`, { from, to, reason });
    const statusSeenByOwner = async () =>
      ((await asOwner('GET', '/api/app/reports/personal')).body as Report[])[0]?.status;
    const changes = () =>
      db.select().from(requestStatusChanges).where(eq(requestStatusChanges.reportId, created.id));
    return { created, admin, asOwner, asAdmin, move, statusSeenByOwner, changes };
  };

  it('takes a request into handling, resolves, reopens and rejects it, each with who, when and why', async () => {
    const { admin, move, statusSeenByOwner, changes } = await aRequest();
    const taken = await move('NIEUW', 'IN_BEHANDELING');
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
      reason: null,
      changedBy: { naam: 'Ada Beheer' },
    });
    expect(await statusSeenByOwner()).toBe('IN_BEHANDELING');
    expect((await move('IN_BEHANDELING', 'OPGELOST', '  Monteur is geweest  ')).status).toBe(200);
    expect((await move('OPGELOST', 'IN_BEHANDELING', 'Toch weer kapot')).status).toBe(200);
    expect(
      (await move('IN_BEHANDELING', 'AFGEWEZEN', 'Valt onder de garantie van de leverancier')).status,
    ).toBe(200);
    expect(await statusSeenByOwner()).toBe('AFGEWEZEN');
    expect(
      (await changes()).map(({ fromStatus, toStatus, reason, changedBy }) => [
        fromStatus,
        toStatus,
        reason,
        changedBy,
      ]),
    ).toEqual([
      ['NIEUW', 'IN_BEHANDELING', null, admin.id],
      ['IN_BEHANDELING', 'OPGELOST', 'Monteur is geweest', admin.id],
      ['OPGELOST', 'IN_BEHANDELING', 'Toch weer kapot', admin.id],
      ['IN_BEHANDELING', 'AFGEWEZEN', 'Valt onder de garantie van de leverancier', admin.id],
    ]);
    const { db } = testApp();
    const audited = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'request.status-changed'));
    expect(audited.filter((event) => event.userId === admin.id)).toHaveLength(4);
  });

  it('refuses a transition the rules do not allow with 409, a rejection without a reason with 400, changing nothing', async () => {
    const { created, move, changes } = await aRequest();
    const cases: [string, string, string | undefined, number, string][] = [
      ['NIEUW', 'OPGELOST', undefined, 409, 'cannot become OPGELOST'],
      ['NIEUW', 'NIEUW', undefined, 409, 'cannot become NIEUW'],
      ['IN_BEHANDELING', 'OPGELOST', undefined, 409, 'changed meanwhile: it is NIEUW now'],
      ['NIEUW', 'AFGEWEZEN', undefined, 400, 'needs a reason'],
      ['NIEUW', 'AFGEWEZEN', '   ', 400, 'needs a reason'],
      ['NIEUW', 'GESLOTEN', undefined, 400, 'body.to'],
      ['NIEUW', 'AFGEWEZEN', 'x'.repeat(5001), 400, 'body.reason'],
    ];
    for (const [from, to, reason, status, message] of cases) {
      const answer = await move(from, to, reason);
      expect(answer.status, `${from}→${to}`).toBe(status);
      expect((answer.body as { message: string }).message).toContain(message);
    }
    expect(await changes()).toEqual([]);
    const { db } = testApp();
    const [stored] = await db
      .select({ status: requests.status })
      .from(requests)
      .where(eq(requests.id, created.id));
    expect(stored?.status).toBe('NIEUW');
  });

  it('lets one of two administrators acting at once win; the other gets 409 with the status it has now', async () => {
    const { move, changes } = await aRequest();
    const answers = await Promise.all([
      move('NIEUW', 'IN_BEHANDELING'),
      move('NIEUW', 'AFGEWEZEN', 'Dubbel gemeld'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    expect((lost?.body as { message: string }).message).toMatch(
      /changed meanwhile: it is (IN_BEHANDELING|AFGEWEZEN) now/,
    );
    expect(await changes()).toHaveLength(1);
  });

  it('answers 404 to anyone but an administrator, and for a request that does not exist', async () => {
    const { created, asOwner, asAdmin, move } = await aRequest();
    const asOwnerMove = await asOwner('POST', `/api/app/office/requests/${created.id}/status`, {
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
    });
    expect(asOwnerMove.status).toBe(404);
    const { app } = testApp();
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/app/office/requests/${created.id}/status`,
      payload: { from: 'NIEUW', to: 'IN_BEHANDELING' },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await asAdmin('POST', '/api/app/office/requests/2147483000/status', {
      from: 'NIEUW',
      to: 'IN_BEHANDELING',
    });
    expect(missing.status).toBe(404);
    expect((await move('NIEUW', 'IN_BEHANDELING')).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('the back office to anyone else, on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  it('answers 404 to every change of the back office before reading its body, for every other role', async () => {
    const { app, db } = testApp();
    const changes = Object.values(allCalls).filter(
      (call) => call.path.startsWith('/api/app/office/') && call.method !== 'GET',
    );
    expect(changes.length).toBeGreaterThan(30);
    for (const role of ['owner', 'tenant', 'supplier'] as const) {
      const caller = await callerFor(app, await createUser(db, [role]));
      for (const call of changes) {
        const path = call.path.replace(/:[A-Za-z]+/g, '1');
        // An empty body, which every change's schema refuses: 400 with its messages would tell the call exists.
        const answer = await caller(call.method, path, {});
        expect(answer.status, `${role} ${call.method} ${call.path}: ${JSON.stringify(answer.body)}`).toBe(
          404,
        );
      }
    }
  });
});
