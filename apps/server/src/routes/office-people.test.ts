import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Invitations, OfficePerson, OfficePersonRow } from '@vve/contract/calls/office-people';
import { inviteEveryone } from '../commands/password-links';
import { auditEvents } from '../db/schema/audit';
import { users } from '../db/schema/accounts';
import { outboxEmails } from '../db/schema/mail';
import { callerFor } from '../../test/api-client';
import { createUser } from '../../test/factories';
import { loginAs, postLogin, sessionStatus } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const unique = () => Math.random().toString(36).slice(2, 10);

describe.each(testDatabaseKinds())('the back office people on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const anAdministrator = async () => {
    const { app, db } = testApp();
    const user = await createUser(db, ['administrator'], 'Gerda Mulder');
    return { user, call: await callerFor(app, user) };
  };

  const fields = (overrides: Record<string, unknown> = {}) => ({
    name: `Jan de Wit ${unique()}`,
    email: `jan.${unique()}@vve.test`,
    language: 'nl',
    administrator: false,
    ...overrides,
  });

  it('creates a person who is found by part of their name or email, and shows how they get in', async () => {
    const { call } = await anAdministrator();
    const name = `Femke Brouwer ${unique()}`;
    const created = await call(
      'POST',
      '/api/app/office/people',
      fields({ name, email: ' Femke.B@VVE.test ' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body as { id: number };
    const person = (await call('GET', `/api/app/office/people/${id}`)).body as OfficePerson;
    expect(person).toMatchObject({
      id,
      name,
      email: 'femke.b@vve.test',
      username: 'femke.b@vve.test',
      language: 'nl',
      roles: [],
      access: 'not-invited',
      invitedAt: null,
    });
    for (const text of [name.slice(6, 14).toUpperCase(), 'femke.b@']) {
      const found = (await call('GET', `/api/app/office/people?text=${encodeURIComponent(text)}`))
        .body as OfficePersonRow[];
      expect(found.map((row) => row.id)).toContain(id);
    }
    await call('POST', `/api/app/office/people/${id}/invitation`);
    expect(((await call('GET', `/api/app/office/people/${id}`)).body as OfficePerson).access).toBe('invited');
    const admins = (await call('GET', '/api/app/office/people?role=administrator')).body as OfficePersonRow[];
    expect(admins.every((row) => row.roles.includes('administrator'))).toBe(true);
  });

  it('invites everyone not yet invited at once, each once, and nobody deactivated or invited already', async () => {
    const { db } = testApp();
    const { call } = await anAdministrator();
    const create = async () => {
      const created = await call('POST', '/api/app/office/people', fields());
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return (created.body as { id: number }).id;
    };
    const [first, second, away, invited] = [await create(), await create(), await create(), await create()];
    expect((await call('POST', `/api/app/office/people/${away}/deactivate`)).status).toBe(200);
    expect((await call('POST', `/api/app/office/people/${invited}/invitation`)).status).toBe(200);
    const emailsTo = async (id: number) => {
      const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
      const [row] = await db
        .select({ n: count() })
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, person?.email ?? ''));
      return row?.n;
    };

    const answer = await call('POST', '/api/app/office/people/invitations');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as Invitations).invited).toBeGreaterThanOrEqual(2);
    expect((answer.body as Invitations).left).toBe(0);
    const access = async (id: number) =>
      ((await call('GET', `/api/app/office/people/${id}`)).body as OfficePerson).access;
    expect([await access(first), await access(second), await access(away), await access(invited)]).toEqual([
      'invited',
      'invited',
      'deactivated',
      'invited',
    ]);
    expect([
      await emailsTo(first),
      await emailsTo(second),
      await emailsTo(away),
      await emailsTo(invited),
    ]).toEqual([1, 1, 0, 1]);
    expect((await call('POST', '/api/app/office/people/invitations')).body).toEqual({ invited: 0, left: 0 });
  });

  it('invites at most so many at a time, and says how many are left', async () => {
    const { db, clock, app } = testApp();
    const { call, user } = await anAdministrator();
    for (let index = 0; index < 3; index += 1) {
      expect((await call('POST', '/api/app/office/people', fields())).status).toBe(200);
    }
    const batch = () =>
      inviteEveryone(db, { userId: user.id, publicUrl: app.publicUrl, at: clock.read(), limit: 2 });
    const firstBatch = await batch();
    expect(firstBatch.invited).toBe(2);
    expect(firstBatch.left).toBeGreaterThanOrEqual(1);
    let left = firstBatch.left;
    while (left > 0) left = (await batch()).left;
    expect(await batch()).toEqual({ invited: 0, left: 0 });
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const { call } = await anAdministrator();
    const { db } = testApp();
    const [before] = await db.select({ n: count() }).from(users);
    const taken = fields();
    expect((await call('POST', '/api/app/office/people', taken)).status).toBe(200);
    const cases: [Record<string, unknown>, number, string][] = [
      [fields({ email: 'geen-adres' }), 400, 'Enter a valid email address'],
      [fields({ name: '   ' }), 400, 'A name is required'],
      [fields({ language: 'es' }), 400, 'language'],
      [
        fields({ email: taken.email.toUpperCase() }),
        409,
        'This email address is already used by another person.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call('POST', '/api/app/office/people', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((answer.body as { message: string }).message).toContain(message);
    }
    const [after] = await db.select({ n: count() }).from(users);
    expect(after?.n).toBe((before?.n ?? 0) + 1);
  });

  it('edits a person: a new email is their new user name; an administrator keeps their own role', async () => {
    const { user, call } = await anAdministrator();
    const { id } = (await call('POST', '/api/app/office/people', fields())).body as { id: number };
    const email = `nieuw.${unique()}@vve.test`;
    const edited = await call(
      'PUT',
      `/api/app/office/people/${id}`,
      fields({ name: 'Joost Kok', email, language: 'fr', administrator: true }),
    );
    expect(edited.status).toBe(200);
    expect((await call('GET', `/api/app/office/people/${id}`)).body).toMatchObject({
      name: 'Joost Kok',
      email,
      username: email,
      language: 'fr',
      roles: ['administrator'],
    });
    const own = await call('PUT', `/api/app/office/people/${user.id}`, fields({ administrator: false }));
    expect(own.status).toBe(409);
    expect((own.body as { message: string }).message).toBe(
      'You cannot take away your own administrator role.',
    );
    // A demo user name that is no email address stays what they log in with.
    const { db } = testApp();
    const resident = await createUser(db, ['owner']);
    await call('PUT', `/api/app/office/people/${resident.id}`, fields({ name: 'Anna de Vries' }));
    await loginAs(testApp().app, resident);
    expect((await call('PUT', '/api/app/office/people/2147483000', fields())).status).toBe(404);
  });

  it('deactivating a person ends their sessions at once and keeps them out; reactivating lets them in again', async () => {
    const { app, db } = testApp();
    const { user: admin, call } = await anAdministrator();
    const resident = await createUser(db, ['owner']);
    const session = await loginAs(app, resident);
    const remembered = await loginAs(app, resident, { rememberMe: true });
    expect((await call('POST', `/api/app/office/people/${resident.id}/deactivate`)).status).toBe(200);
    expect((await sessionStatus(app, session)).status).toBe('401');
    expect((await sessionStatus(app, remembered)).status).toBe('401');
    expect((await postLogin(app, resident.username, resident.password)).headers.location).toContain(
      'error=true',
    );
    expect(((await call('GET', `/api/app/office/people/${resident.id}`)).body as OfficePerson).access).toBe(
      'deactivated',
    );
    const invite = await call('POST', `/api/app/office/people/${resident.id}/invitation`);
    expect(invite.status).toBe(409);

    expect((await call('POST', `/api/app/office/people/${resident.id}/reactivate`)).status).toBe(200);
    await loginAs(app, resident);
    const self = await call('POST', `/api/app/office/people/${admin.id}/deactivate`);
    expect(self.status).toBe(409);
    const actions = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, resident.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['person.deactivated', 'person.reactivated']),
    );
  });
});
