import { describe, expect, it } from 'vitest';
import { allCalls } from '@vve/contract/calls/all';
import { administratorsOnly, needsSession, type CallDefinition } from '@vve/contract/define-call';
import { testDatabaseKinds } from '../test-database';
import { expectedStatus, recordsOf, sendRow, useMatrixWorld } from './matrix-client';
import { NOT_IN_MATRIX, ROLES_MATRIX, type Expected } from './roles-matrix';
import { CALLERS, SIDE_OF } from './world';

const MATRIX_KEYS = Object.keys(ROLES_MATRIX);

it('expects 401 from anonymous callers on every call whose contract needs a session, and never on public ones', () => {
  const calls: [string, CallDefinition][] = Object.entries(allCalls);
  const wrong = calls.flatMap(([name, call]) => {
    const anonymous = ROLES_MATRIX[`${call.method} ${call.path}`]?.expect.anonymous;
    if (anonymous === undefined) return [];
    const statuses = typeof anonymous === 'number' ? [anonymous] : Object.values(anonymous);
    const refused = statuses.every((status) => status === 401);
    if (needsSession(call) && !refused)
      return [`${name} needs a session, but its rows let anonymous callers in`];
    if (call.auth === 'public' && statuses.includes(401))
      return [`${name} is public, but its rows answer 401`];
    return [];
  });
  expect(wrong).toEqual([]);
});

it("reads who may call from the contract: its administrators' calls refuse every other role with 404, and no other call does", () => {
  const refusesAll = (expected: Expected) =>
    (typeof expected === 'number' ? [expected] : Object.values(expected)).every((status) => status === 404);
  const wrong = Object.entries(allCalls).flatMap(([name, call]: [string, CallDefinition]) => {
    const rows = ROLES_MATRIX[`${call.method} ${call.path}`];
    if (!rows) return [];
    const others = CALLERS.filter((caller) => caller !== 'anonymous' && caller !== 'admin');
    const refused = others.every((caller) => refusesAll(rows.expect[caller]));
    if (administratorsOnly(call) && !refused)
      return [`${name} is the administrators', but its rows let others in`];
    if (!administratorsOnly(call) && refused)
      return [`${name}'s rows refuse all but administrators: say so in the contract`];
    return [];
  });
  expect(wrong).toEqual([]);
});

describe.each(testDatabaseKinds())('the roles matrix on the %s database', (kind) => {
  const { routes, testApp, world } = useMatrixWorld(kind);

  it('has rows for every route the server answers, and no rows for routes it does not', () => {
    const registered = [...new Set(routes.map((route) => route.key))];
    const withoutRows = registered.filter((key) => !(key in ROLES_MATRIX) && !(key in NOT_IN_MATRIX));
    expect(withoutRows, 'routes without rows in roles-matrix.ts').toEqual([]);
    const stale = [...MATRIX_KEYS, ...Object.keys(NOT_IN_MATRIX)].filter((key) => !registered.includes(key));
    expect(stale, 'rows for routes that the server does not have').toEqual([]);
  });

  it.each(MATRIX_KEYS)('%s answers each caller as the matrix says', async (key) => {
    const rows = ROLES_MATRIX[key];
    if (!rows) throw new Error(`no rows for ${key}`);
    const mismatches: string[] = [];
    for (const caller of CALLERS) {
      for (const record of recordsOf(rows)) {
        const response = await sendRow(testApp(), world(), key, caller, record);
        const expected = expectedStatus(rows, caller, record);
        if (response.statusCode !== expected) {
          mismatches.push(
            `${caller} (${record}): expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
        if (response.statusCode >= 400 && !rows.ownRefusalShape) {
          expect(response.json(), `${key} as ${caller} (${record})`).toMatchObject({
            statusCode: response.statusCode,
            message: expect.any(String) as unknown,
          });
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  const lists = MATRIX_KEYS.filter((key) => ROLES_MATRIX[key]?.shows !== undefined);

  it.each(lists)('%s shows each caller its own records only (administrators all)', async (key) => {
    const shows = ROLES_MATRIX[key]?.shows;
    if (!shows) throw new Error(`no list rows for ${key}`);
    const wrong: string[] = [];
    for (const caller of CALLERS) {
      if (caller === 'anonymous') continue;
      const response = await sendRow(testApp(), world(), key, caller, 'none');
      expect(response.statusCode, `${key} as ${caller}`).toBe(200);
      const answer = response.json<unknown>();
      const own = world()[SIDE_OF[caller]];
      const other = SIDE_OF[caller] === 'A' ? world().B : world().A;
      const sees = shows.sees[caller];
      if (shows.record(answer, own) !== (sees !== 'none')) wrong.push(`${caller}: own record shown is wrong`);
      if (shows.record(answer, other) !== (sees === 'both'))
        wrong.push(`${caller}: another's record shown is wrong`);
    }
    expect(wrong).toEqual([]);
  });
});
