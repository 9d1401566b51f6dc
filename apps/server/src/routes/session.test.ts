import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CREDENTIALS_QUERY } from '@vve/contract/errors';
import { testAppConfig } from '../../test/app-config';
import { createUser } from '../../test/factories';
import { ALLOWED_ORIGIN, cookiesOf, createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { loginAs, postLogin, sessionStatus } from '../../test/session-client';
import { buildApp } from '../app';
import { users } from '../db/schema/accounts';
import { DEFAULT_LOGIN_LIMITS } from '../plugins/rate-limits/login-limiter';
import { REMEMBER_COOKIE, SESSION_COOKIE } from '../plugins/session/session-plugin';
import {
  MAX_SESSIONS_PER_USER,
  REMEMBER_ME_GRACE_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../plugins/session/session-lifetimes';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('session calls on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe('login', () => {
    it('answers bad credentials with a redirect to the error URL, the same for an unknown user', async () => {
      const user = await createUser(t.db, ['owner']);
      const wrongPassword = await postLogin(t.app, user.username, 'wrong password');
      const unknownUser = await postLogin(t.app, 'nobody-at-all', 'wrong password');
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toContain(BAD_CREDENTIALS_QUERY);
        expect(response.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
      }
      expect(unknownUser.headers.location).toBe(wrongPassword.headers.location);
      expect(unknownUser.body).toBe(wrongPassword.body);

      const outcome = await t.app.inject({ method: 'GET', url: String(wrongPassword.headers.location) });
      expect(outcome.json()).toEqual({ error: true, reason: 'badCredentials' });
    });

    it('takes about as long for an unknown user as for a wrong password', async () => {
      const user = await createUser(t.db, ['owner']);
      // Interleaved, so that both see the same load on a busy machine; medians of 9.
      const timeLogin = async (username: string, attempt: number) => {
        const start = performance.now();
        await postLogin(t.app, username, 'wrong password', { ip: `10.9.${attempt}.${username.length}` });
        return performance.now() - start;
      };
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let attempt = 0; attempt < 9; attempt += 1) {
        knownTimes.push(await timeLogin(user.username, attempt));
        unknownTimes.push(await timeLogin('nobody-else', attempt));
      }
      const median = (times: number[]) => times.sort((a, b) => a - b)[4] ?? 0;
      const known = median(knownTimes);
      const unknown = median(unknownTimes);
      expect(unknown / known).toBeGreaterThan(0.5);
      expect(unknown / known).toBeLessThan(2);
    });

    it('starts an HttpOnly session with good credentials, matching the user name without regard to case', async () => {
      const user = await createUser(t.db, ['owner']);
      const response = await postLogin(t.app, user.username.toUpperCase(), user.password);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/api/app/status');
      const sessionCookie = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
      expect(sessionCookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(await sessionStatus(t.app, cookiesOf(response))).toMatchObject({ status: '200', user: user.id });
    });

    it('logs in with the email address as well as the user name, the user name first, counting both as one account', async () => {
      const user = await createUser(t.db, ['owner']);
      const email = `Inlog-${user.id}@VvE.test`;
      await t.db.update(users).set({ email: email.toLowerCase() }).where(eq(users.id, user.id));
      const byEmail = await postLogin(t.app, ` ${email} `, user.password);
      expect(byEmail.headers.location).toBe('/api/app/status');
      expect(await sessionStatus(t.app, cookiesOf(byEmail))).toMatchObject({ status: '200', user: user.id });

      // Someone whose user name is this person's email address logs in with it; the person does not.
      const namesake = await createUser(t.db, ['tenant']);
      await t.db.update(users).set({ username: email.toLowerCase() }).where(eq(users.id, namesake.id));
      const byName = await postLogin(t.app, email, namesake.password);
      expect(await sessionStatus(t.app, cookiesOf(byName))).toMatchObject({ user: namesake.id });

      // Wrong passwords by user name and by email address count for the same account.
      const ip = '192.0.2.40';
      const other = await createUser(t.db, ['owner']);
      const otherEmail = `ander-${other.id}@vve.test`;
      await t.db.update(users).set({ email: otherEmail }).where(eq(users.id, other.id));
      for (let i = 0; i < 10; i += 1) {
        const name = i % 2 === 0 ? other.username : otherEmail;
        expect((await postLogin(t.app, name, 'wrong', { ip })).statusCode).toBe(303);
      }
      expect((await postLogin(t.app, otherEmail, other.password, { ip })).statusCode).toBe(429);
    });

    it('gives a new session id at every login and ends the old one', async () => {
      const user = await createUser(t.db, ['owner']);
      const first = await loginAs(t.app, user);
      const second = await loginAs(t.app, user, { cookies: first });
      expect(second[SESSION_COOKIE]).not.toBe(first[SESSION_COOKIE]);
      expect((await sessionStatus(t.app, first)).status).toBe('401');
      expect((await sessionStatus(t.app, second)).status).toBe('200');
    });

    it('refuses a malformed login form with 400 and a message', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/app/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=&password=',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('Username is required');
    });
  });

  describe('status and logout', () => {
    it('answers 401 without a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/app/status' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: '401' });
    });

    it('ends the session on the server at logout', async () => {
      const user = await createUser(t.db, ['tenant']);
      const cookies = await loginAs(t.app, user, { rememberMe: true });
      const logout = await t.app.inject({ method: 'GET', url: '/api/app/logout', cookies });
      expect(logout.statusCode).toBe(200);
      // The old cookies, replayed, no longer open a session, however often.
      for (let i = 0; i < 3; i += 1) expect((await sessionStatus(t.app, cookies)).status).toBe('401');
    });
  });

  describe('lifetimes', () => {
    it('ends a session idle for more than 30 minutes', async () => {
      const user = await createUser(t.db, ['owner']);
      const cookies = await loginAs(t.app, user);
      t.clock.advance(SESSION_IDLE_MS - MINUTE);
      expect((await sessionStatus(t.app, cookies)).status).toBe('200');
      t.clock.advance(SESSION_IDLE_MS - MINUTE);
      expect((await sessionStatus(t.app, cookies)).status).toBe('200');
      t.clock.advance(SESSION_IDLE_MS + MINUTE);
      expect((await sessionStatus(t.app, cookies)).status).toBe('401');
    });

    it('ends an active session after 12 hours', async () => {
      const user = await createUser(t.db, ['owner']);
      const cookies = await loginAs(t.app, user);
      for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
        t.clock.advance(20 * MINUTE);
        expect((await sessionStatus(t.app, cookies)).status).toBe('200');
      }
      t.clock.advance(40 * MINUTE);
      expect((await sessionStatus(t.app, cookies)).status).toBe('401');
    });

    it('resumes with a rotating remember-me token, and ends every session when an old token comes back', async () => {
      const user = await createUser(t.db, ['owner']);
      const first = await loginAs(t.app, user, { rememberMe: true });
      expect(first[REMEMBER_COOKIE]).toBeDefined();
      t.clock.advance(SESSION_ABSOLUTE_MS + MINUTE);

      const resumed = await sessionStatus(t.app, first);
      expect(resumed.status).toBe('200');
      expect(resumed.cookies[REMEMBER_COOKIE]).toBeDefined();
      expect(resumed.cookies[REMEMBER_COOKIE]).not.toBe(first[REMEMBER_COOKIE]);
      const current = { ...first, ...resumed.cookies };
      expect((await sessionStatus(t.app, current)).status).toBe('200');

      // A copy of the old token, used after the grace period, is taken for theft.
      t.clock.advance(REMEMBER_ME_GRACE_MS + MINUTE);
      expect((await sessionStatus(t.app, { [REMEMBER_COOKIE]: first[REMEMBER_COOKIE] ?? '' })).status).toBe(
        '401',
      );
      expect((await sessionStatus(t.app, current)).status).toBe('401');
      expect((await sessionStatus(t.app, { [REMEMBER_COOKIE]: current[REMEMBER_COOKIE] ?? '' })).status).toBe(
        '401',
      );
    });

    it('accepts the previous remember-me token within the grace period (parallel calls of one page)', async () => {
      const user = await createUser(t.db, ['owner']);
      const first = await loginAs(t.app, user, { rememberMe: true });
      t.clock.advance(SESSION_ABSOLUTE_MS + MINUTE);
      const remembered = { [REMEMBER_COOKIE]: first[REMEMBER_COOKIE] ?? '' };
      const [a, b] = await Promise.all([sessionStatus(t.app, remembered), sessionStatus(t.app, remembered)]);
      expect([a.status, b.status]).toEqual(['200', '200']);
    });
  });

  describe('app type and roles', () => {
    it.each([
      [['owner'], 'request-app'],
      [['tenant'], 'request-app'],
      [['owner', 'tenant'], 'request-app'],
      [['supplier'], 'supplier-app'],
      [['supplier', 'administrator'], 'supplier-app'],
    ] as const)('gives %j the %s', async (roles, appType) => {
      const user = await createUser(t.db, [...roles]);
      const cookies = await loginAs(t.app, user);
      const type = await t.app.inject({ method: 'GET', url: '/api/app/info/app-type', cookies });
      const answer = await t.app.inject({ method: 'GET', url: '/api/app/info/app-roles', cookies });
      expect(type.json()).toEqual({ appType });
      expect(answer.json()).toEqual({ roles });
    });

    it('answers 401 with a message without a session', async () => {
      for (const url of ['/api/app/info/app-type', '/api/app/info/app-roles']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(401);
        expect(response.json<{ message: string }>().message).toBeTruthy();
      }
    });
  });

  describe('cross-origin', () => {
    it.each([
      ['a foreign origin', { origin: 'https://evil.example' }],
      ['the null origin', { origin: 'null' }],
      ['a cross-site request without Origin', { 'sec-fetch-site': 'cross-site' }],
    ])('refuses a login from %s with 403', async (_, headers) => {
      const user = await createUser(t.db, ['owner']);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/app/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `username=${user.username}&password=${encodeURIComponent(user.password)}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.cookies).toEqual([]);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('refuses a logout from a foreign origin, leaving the session alive', async () => {
      const user = await createUser(t.db, ['owner']);
      const cookies = await loginAs(t.app, user);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/app/logout',
        cookies,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
      expect((await sessionStatus(t.app, cookies)).status).toBe('200');
    });

    it('lets an allowed origin and the own origin log in, with credentials for the allowed one', async () => {
      const user = await createUser(t.db, ['owner']);
      const allowed = await postLogin(t.app, user.username, user.password, { origin: ALLOWED_ORIGIN });
      expect(allowed.statusCode).toBe(303);
      expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const own = await postLogin(t.app, user.username, user.password, { origin: 'http://localhost:80' });
      expect(own.statusCode).toBe(303);
    });

    it('answers a preflight from an allowed origin only', async () => {
      const preflight = (origin: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url: '/api/app/login',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      expect((await preflight(ALLOWED_ORIGIN)).headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(
        (await preflight('https://evil.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
      expect((await preflight('null')).headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('login rate limit', () => {
    it('answers the 11th failed login for one account from one address with 429 and Retry-After', async () => {
      const user = await createUser(t.db, ['owner']);
      const other = await createUser(t.db, ['owner']);
      const ip = '192.0.2.10';
      for (let i = 0; i < 10; i += 1) {
        expect((await postLogin(t.app, user.username, 'wrong', { ip })).statusCode).toBe(303);
      }
      const blocked = await postLogin(t.app, user.username, user.password, { ip });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json<{ message: string }>().message).toContain('Try again');

      // Another account from the same address, and the same account from elsewhere, still log in.
      expect((await postLogin(t.app, other.username, other.password, { ip })).headers.location).toBe(
        '/api/app/status',
      );
      expect((await postLogin(t.app, user.username, user.password, { ip: '192.0.2.11' })).statusCode).toBe(
        303,
      );

      t.clock.advance(15 * MINUTE + 1000);
      expect((await postLogin(t.app, user.username, user.password, { ip })).headers.location).toBe(
        '/api/app/status',
      );
    });
    it('checks at most 10 passwords for one account from one address, however many guesses arrive at once', async () => {
      const user = await createUser(t.db, ['owner']);
      const ip = '192.0.2.20';
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => postLogin(t.app, user.username, 'wrong', { ip })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 303)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40);
      expect((await postLogin(t.app, user.username, user.password, { ip })).statusCode).toBe(429);
    });

    it('lets other accounts in with the right password from an address that guessed too often, with fewer tries each', async () => {
      const ip = '192.0.2.30';
      for (let i = 0; i < 100; i += 1) {
        expect((await postLogin(t.app, `nobody-${i}`, 'wrong', { ip })).statusCode).toBe(303);
      }
      const colleague = await createUser(t.db, ['tenant']);
      expect((await postLogin(t.app, colleague.username, colleague.password, { ip })).headers.location).toBe(
        '/api/app/status',
      );
      // From the busy address an account has 3 tries, not 10; elsewhere it still has its 10.
      const other = await createUser(t.db, ['owner']);
      for (let i = 0; i < 3; i += 1) {
        expect((await postLogin(t.app, other.username, 'wrong', { ip })).statusCode).toBe(303);
      }
      expect((await postLogin(t.app, other.username, other.password, { ip })).statusCode).toBe(429);
      expect((await postLogin(t.app, other.username, 'wrong', { ip: '192.0.2.31' })).statusCode).toBe(303);
    });
    it('counts failed logins over every node: the 11th, alternating between two nodes, answers 429', async () => {
      const otherNode = await buildApp({
        config: testAppConfig(tmpdir()),
        db: t.db,
        clock: t.clock.read,
        loginLimits: DEFAULT_LOGIN_LIMITS,
      });
      try {
        const user = await createUser(t.db, ['owner']);
        const ip = '192.0.2.40';
        for (let i = 0; i < 10; i += 1) {
          const node = i % 2 === 0 ? t.app : otherNode;
          expect((await postLogin(node, user.username, 'wrong', { ip })).statusCode).toBe(303);
        }
        expect((await postLogin(otherNode, user.username, user.password, { ip })).statusCode).toBe(429);
        expect((await postLogin(t.app, user.username, user.password, { ip })).statusCode).toBe(429);
      } finally {
        await otherNode.close();
      }
    });
  });

  describe('sessions per user', () => {
    it(`keeps at most ${MAX_SESSIONS_PER_USER} live sessions of one user, ending the oldest`, async () => {
      const user = await createUser(t.db, ['owner']);
      const logins: Record<string, string>[] = [];
      for (let i = 0; i <= MAX_SESSIONS_PER_USER; i += 1) {
        t.clock.advance(1000);
        logins.push(await loginAs(t.app, user));
      }
      const [oldest, second] = logins;
      expect((await sessionStatus(t.app, oldest ?? {})).status).toBe('401');
      expect((await sessionStatus(t.app, second ?? {})).status).toBe('200');
      expect((await sessionStatus(t.app, logins.at(-1) ?? {})).status).toBe('200');
    });
  });

  describe('cookies over HTTPS', () => {
    const sessionCookieOf = async ({ app, db }: TestApp, forwardedProto: string) => {
      const user = await createUser(db, ['owner']);
      const response = await postLogin(app, user.username, user.password, {
        headers: { 'x-forwarded-proto': forwardedProto },
      });
      return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    };

    it('marks the session cookie Secure behind a trusted proxy that says https, without COOKIE_SECURE', async () => {
      const proxied = await createTestApp(kind, { config: { trustProxy: 1 } });
      try {
        expect(await sessionCookieOf(proxied, 'https')).toMatchObject({ secure: true, sameSite: 'Lax' });
        expect((await sessionCookieOf(proxied, 'http'))?.secure).toBeUndefined();
      } finally {
        await proxied.close();
      }
    });

    it('does not take X-Forwarded-Proto from a client when no proxy is trusted', async () => {
      const cookie = await sessionCookieOf(t, 'https');
      expect(cookie?.value).toBeTruthy();
      expect(cookie?.secure).toBeUndefined();
    });
  });

  describe('bad input and unknown paths', () => {
    it('answers an unknown path with 404 and a JSON message', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/app/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        statusCode: 404,
        message: 'No route GET /api/app/nothing-here',
      });
    });

    it('answers broken JSON with 400, and a login in any type but a form with 415', async () => {
      const cookies = await loginAs(t.app, await createUser(t.db, ['owner']));
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/app/reports',
        cookies,
        headers: { 'content-type': 'application/json' },
        payload: '{"omschrijving": ',
      });
      expect(broken.statusCode).toBe(400);
      for (const [type, payload] of [
        ['application/json', '{"username": "a", "password": "b"}'],
        ['application/xml', '<login/>'],
      ]) {
        const refused = await t.app.inject({
          method: 'POST',
          url: '/api/app/login',
          headers: { 'content-type': type },
          payload,
        });
        expect(refused.statusCode).toBe(415);
        expect(refused.json<{ message: string }>().message).toContain('application/x-www-form-urlencoded');
      }
    });

    it('sends the security headers', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/app/status' });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    });

    it('redirects / to the web app', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/app/');
    });
  });
});
