/** What the API benchmarks share: the server on a database, logging in, and measuring one path with autocannon. */
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/database';
import { users } from '../apps/server/src/db/schema/accounts';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { testAppConfig } from '../apps/server/test/app-config';

const BENCH_PASSWORD = 'bench-password';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = [10, 50] as const;
/** The trivial route every call is compared with, measured in the same run. */
export const TRIVIAL_PATH = '/healthz';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const logInAt = (base: string, username: string, password: string) =>
  fetch(`${base}/api/app/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });

/** The cookie header of a new session of the user, on the server at `base`. */
export const sessionCookieAt = async (base: string, username: string, password: string): Promise<string> => {
  const response = await logInAt(base, username, password);
  if (response.status !== 303) throw new Error(`login of ${username} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

/** Loads `url` for DURATION_S with `connections` at once, from a worker thread (not the server's event loop). */
export const measureUrl = async (url: string, connections: number, cookie = ''): Promise<Measured> => {
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    headers: { cookie },
    workers: 1,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
};

export const startBenchServer = async (db: Database) => {
  const app = await buildApp({
    // No SMTP: the emails a benchmark causes stay in the outbox.
    config: testAppConfig(tmpdir()),
    db,
    // The benchmark logs in from one address far more often than a person would.
    loginLimits: { perAccountAndAddress: 1e9, perAddress: 1e9, perAccountFromBusyAddress: 1e9, windowMs: 1 },
    uploadLimits: { filesPerUser: 1e9, windowMs: 1 },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const login = (username: string, password: string) => logInAt(base, username, password);
  const sessionCookie = (username: string, password: string) => sessionCookieAt(base, username, password);
  const measure = (path: string, connections: number, cookie = '') =>
    measureUrl(`${base}${path}`, connections, cookie);

  /** A new owner (who owns nothing), with the cookie header of a session of theirs. */
  const newOwner = async () => {
    const username = `bench-${Date.now()}`;
    await db.insert(users).values({
      username,
      name: 'Bench',
      roles: ['owner'],
      passwordHash: await hashPassword(BENCH_PASSWORD),
    });
    return { username, password: BENCH_PASSWORD, cookie: await sessionCookie(username, BENCH_PASSWORD) };
  };

  return { app, base, login, sessionCookie, newOwner, measure, close: () => app.close() };
};

/** A table row: the name, then the figures right-aligned in their columns. */
export const tableRow = (name: string, width: number, cells: readonly [string | number, number][]): string =>
  name.padEnd(width) + cells.map(([value, cellWidth]) => String(value).padStart(cellWidth)).join('');

/** A row of a latency table: the name, then req/s, p50 and p99 latency and errors. */
export const latencyRow = (name: string, measured: Measured): string =>
  tableRow(name, 44, [
    [measured.rps.toFixed(0), 8],
    [measured.p50, 9],
    [measured.p99, 9],
    [measured.errors, 8],
  ]);

/** The header of a latency table of a path. */
export const latencyHeader = (title: string): string =>
  `${title.padEnd(44)}   req/s   p50 ms   p99 ms  errors`;

/**
 * A row under load: the call's name, then connections, req/s, p50 and p99 latency, errors, and its throughput's
 * ratio to the trivial route's, in columns as wide as the benchmark's header has them.
 */
export const loadRow = (
  name: string,
  widths: { name: number; ratio: number },
  connections: number,
  measured: Measured,
  trivial: Measured,
): string =>
  tableRow(name, widths.name, [
    [connections, 5],
    [measured.rps.toFixed(0), 11],
    [measured.p50, 9],
    [measured.p99, 9],
    [measured.errors, 8],
    [(measured.rps / trivial.rps).toFixed(3), widths.ratio],
  ]);
