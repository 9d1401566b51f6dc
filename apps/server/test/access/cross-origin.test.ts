import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callPath } from '@vve/contract/define-call';
import { STATE_CHANGING_GETS } from '../../src/app';
import { loginAs } from '../session-client';
import { ALLOWED_ORIGIN } from '../test-app';
import { testDatabaseKinds } from '../test-database';
import {
  expectedStatus,
  prepareRow,
  sendRow,
  successfulCaller,
  useMatrixWorld,
  type RegisteredRoute,
} from './matrix-client';
import { ROLES_MATRIX } from './roles-matrix';
import { storedState } from './stored-state';

const FOREIGN_ORIGIN = 'https://evil.example';

/** Ways a cross-site request shows itself: a foreign origin, the opaque `null`, or only Sec-Fetch-Site. */
const CROSS_SITE: Record<string, Record<string, string>> = {
  'a foreign origin': { origin: FOREIGN_ORIGIN },
  'the null origin': { origin: 'null' },
  'an allowed origin as a prefix of a foreign host': { origin: `${ALLOWED_ORIGIN}.evil.example` },
  'an allowed host over plain http': { origin: ALLOWED_ORIGIN.replace('https:', 'http:') },
  'no origin with Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
};

/** Content types to send instead of a route's own; multipart needs a boundary to be one. */
const OTHER_MEDIA_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

/**
 * The same URL as the router reads it, written otherwise: the last letter of the path
 * percent-encoded (`/api/app/logou%74`), and every letter of its last segment encoded.
 */
const encodedVariants = (url: string): Record<string, string> => {
  const [path = '', query] = url.split('?');
  const encode = (letter: string) => `%${letter.charCodeAt(0).toString(16)}`;
  const withQuery = (encoded: string) => (query === undefined ? encoded : `${encoded}?${query}`);
  const lastSegmentStart = path.lastIndexOf('/') + 1;
  return {
    'its last letter percent-encoded': withQuery(path.replace(/[a-z](?=[^a-z]*$)/i, encode)),
    'its last segment percent-encoded': withQuery(
      path.slice(0, lastSegmentStart) + path.slice(lastSegmentStart).replace(/[a-z]/gi, encode),
    ),
    'its first letter percent-encoded': withQuery(path.replace(/[a-z]/i, encode)),
  };
};

const changesState = (route: RegisteredRoute): boolean =>
  !['GET', 'HEAD', 'OPTIONS'].includes(route.method) ||
  (route.method === 'GET' && STATE_CHANGING_GETS.includes(route.url));

describe.each(testDatabaseKinds())('cross-origin requests on the %s database', (kind) => {
  const { routes, testApp, world } = useMatrixWorld(kind);
  const inMatrix = () => routes.filter((route) => route.key in ROLES_MATRIX);
  const stateChanging = () => inMatrix().filter(changesState);

  it('finds the state-changing routes, the GETs that change state among them', () => {
    const keys = stateChanging().map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining(['POST /api/app/login', 'GET /api/app/logout', 'GET /api/app/inspections/new']),
    );
    expect(keys.length).toBeGreaterThan(10);
    // Every one is driven from the matrix's rows, so none may be missing there.
    const withoutRows = routes.filter(changesState).filter((route) => !(route.key in ROLES_MATRIX));
    expect(withoutRows.map((route) => route.key)).toEqual([]);
  });

  it('refuses every state-changing call from another site with 403, without CORS headers, storing nothing', async () => {
    const { app, db } = testApp();
    const attempts: { what: string; request: InjectOptions }[] = [];
    for (const route of stateChanging()) {
      const rows = ROLES_MATRIX[route.key];
      if (!rows) continue;
      const caller = successfulCaller(rows);
      for (const [how, headers] of Object.entries(CROSS_SITE)) {
        const request = await prepareRow(testApp(), world(), route.key, caller, 'own', {
          headers,
          noOrigin: true,
        });
        attempts.push({ what: `${route.key} from ${how}`, request });
      }
      // The router decodes the path and answers HEAD with the GET handler: neither may slip past.
      const request = await prepareRow(testApp(), world(), route.key, caller, 'own', {
        headers: { origin: FOREIGN_ORIGIN },
        noOrigin: true,
      });
      for (const [how, url] of Object.entries(encodedVariants(request.url as string)))
        attempts.push({ what: `${route.key} with ${how} (${url})`, request: { ...request, url } });
      if (route.method === 'GET')
        attempts.push({ what: `HEAD twin of ${route.key}`, request: { ...request, method: 'HEAD' } });
    }
    const before = await storedState(db);
    const wrong: string[] = [];
    for (const { what, request } of attempts) {
      const response = await app.inject(request);
      if (response.statusCode !== 403) wrong.push(`${what}: ${response.statusCode}`);
      if (response.headers['access-control-allow-origin'] !== undefined)
        wrong.push(`${what}: Access-Control-Allow-Origin sent`);
    }
    expect(wrong).toEqual([]);
    expect(await storedState(db)).toEqual(before);
  });

  it('makes the same calls from the allowed origin, from the same site, and from clients that send no Origin', async () => {
    const ways: Record<string, Record<string, string>> = {
      'the allowed origin': { origin: ALLOWED_ORIGIN },
      'the same origin': { origin: 'http://localhost:80' },
      'a same-origin fetch': { 'sec-fetch-site': 'same-origin' },
      'a client without Origin (curl, the app on a phone)': {},
    };
    const wrong: string[] = [];
    for (const route of stateChanging()) {
      const rows = ROLES_MATRIX[route.key];
      if (!rows) continue;
      const caller = successfulCaller(rows);
      for (const [how, headers] of Object.entries(ways)) {
        const response = await sendRow(testApp(), world(), route.key, caller, 'own', {
          headers,
          noOrigin: true,
        });
        const expected = expectedStatus(rows, caller, 'own');
        if (response.statusCode !== expected) wrong.push(`${route.key} from ${how}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('does not end a session on a cross-site logout, however its path is written', async () => {
    const { app } = testApp();
    const cookies = await loginAs(app, world().accounts.owner);
    const urls = [
      '/api/app/logout',
      '/api/app/%6cogout',
      ...Object.values(encodedVariants('/api/app/logout')),
    ];
    for (const url of urls)
      for (const method of ['GET', 'HEAD'] as const) {
        const logout = await app.inject({ method, url, cookies, headers: { origin: FOREIGN_ORIGIN } });
        expect(logout.statusCode, `${method} ${url}`).toBe(403);
      }
    const status = await app.inject({ method: 'GET', url: '/api/app/status', cookies });
    expect(status.statusCode).toBe(200);
  });

  it('gives CORS headers with credentials to the allowed origin only, on every route and its preflight', async () => {
    const { app } = testApp();
    const wrong: string[] = [];
    for (const route of inMatrix()) {
      const rows = ROLES_MATRIX[route.key];
      if (!rows) continue;
      const url = callPath(route.url, {
        vveId: 1,
        id: 1,
        n: 1,
        aspectId: 1,
        fileId: 1,
        ids: 1,
        hash: 'a',
        name: 'a',
        guid: 'a',
        requestId: 1,
        userId: 1,
        unitId: 1,
        token: 'a.b',
      });
      for (const origin of [FOREIGN_ORIGIN, 'null', `${ALLOWED_ORIGIN}.evil.example`, ALLOWED_ORIGIN]) {
        const allowed = origin === ALLOWED_ORIGIN;
        const preflight = await app.inject({
          method: 'OPTIONS',
          url,
          headers: {
            origin,
            'access-control-request-method': route.method,
            'access-control-request-headers': 'content-type',
          },
        });
        const preflightOrigin = preflight.headers['access-control-allow-origin'];
        if (
          allowed &&
          (preflightOrigin !== ALLOWED_ORIGIN ||
            preflight.headers['access-control-allow-credentials'] !== 'true')
        )
          wrong.push(`preflight ${route.key} from ${origin}: ${preflightOrigin ?? 'none'}`);
        if (!allowed && preflightOrigin !== undefined)
          wrong.push(`preflight ${route.key} from ${origin}: ${preflightOrigin}`);

        if (changesState(route) && !allowed) continue; // refused above, without CORS headers
        const caller = successfulCaller(rows);
        const response = await sendRow(testApp(), world(), route.key, caller, 'own', {
          headers: { origin },
          noOrigin: true,
        });
        const answerOrigin = response.headers['access-control-allow-origin'];
        if (
          allowed &&
          (answerOrigin !== ALLOWED_ORIGIN || response.headers['access-control-allow-credentials'] !== 'true')
        )
          wrong.push(`${route.key} from ${origin}: ${answerOrigin ?? 'none'}`);
        if (!allowed && answerOrigin !== undefined)
          wrong.push(`${route.key} from ${origin}: ${answerOrigin}`);
        if (answerOrigin === '*') wrong.push(`${route.key}: wildcard origin`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 415 with a message to a body in any content type but its own, storing nothing', async () => {
    const withBody = inMatrix().filter((route) => route.mediaType !== undefined);
    expect(withBody.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'POST /api/app/login',
        'POST /api/app/reports/image',
        'POST /inspections/:id/files',
      ]),
    );
    const { app, db } = testApp();
    const attempts: { what: string; own: string; request: InjectOptions }[] = [];
    for (const route of withBody) {
      const rows = ROLES_MATRIX[route.key];
      if (!rows) continue;
      const caller = successfulCaller(rows);
      const own = route.mediaType ?? '';
      // '' sends the body without a content type.
      for (const contentType of [...OTHER_MEDIA_TYPES.filter((type) => !type.startsWith(own)), '']) {
        const request = await prepareRow(testApp(), world(), route.key, caller, 'own', {
          ...(contentType === '' ? { headers: { 'content-type': '' } } : { contentType }),
        });
        attempts.push({ what: `${route.key} as ${contentType || 'no type'}`, own, request });
      }
    }
    const before = await storedState(db);
    const wrong: string[] = [];
    for (const { what, own, request } of attempts) {
      const response = await app.inject(request);
      const message = response.json<{ message?: string }>().message ?? '';
      if (response.statusCode !== 415 || !message.includes(own))
        wrong.push(`${what}: ${response.statusCode} ${message}`);
    }
    expect(wrong).toEqual([]);
    expect(await storedState(db)).toEqual(before);

    // Each in its own type (JSON also with a charset and in capitals) is accepted.
    for (const route of withBody) {
      const rows = ROLES_MATRIX[route.key];
      if (!rows) continue;
      const caller = successfulCaller(rows);
      const variants =
        route.mediaType === 'application/json'
          ? [{}, { contentType: 'Application/JSON; charset=utf-8' }]
          : [{}];
      for (const variant of variants) {
        const control = await sendRow(testApp(), world(), route.key, caller, 'own', variant);
        expect(control.statusCode, `${route.key} in its own type`).toBe(expectedStatus(rows, caller, 'own'));
      }
    }
  });
});
