/**
 * The session layer's cost, measured in one run: the throughput of calls that look up a session
 * (status, app roles) next to a trivial route of the same server, and logins per second (argon2id).
 * Run: `npm run bench:session` (embedded database) or with DATABASE_URL set (PostgreSQL server).
 */
import { tmpdir } from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { users } from '../apps/server/src/db/schema/accounts';
import { hashPassword } from '../apps/server/src/modules/session/passwords';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 50];

const database = await openDatabase({ url: process.env.DATABASE_URL });
await database.migrate();
const username = `bench-${Date.now()}`;
await database.db
  .insert(users)
  .values({ username, name: 'Bench', roles: ['owner'], passwordHash: await hashPassword('bench-password') });
const app = await buildApp({
  config: {
    allowedOrigins: [],
    cookieSecure: false,
    trustProxy: false,
    webDist: '/nonexistent',
    dataDir: tmpdir(),
  },
  db: database.db,
  // The benchmark logs in from one address far more often than a person would.
  loginLimits: { perAccountAndAddress: 1e9, perAddress: 1e9, windowMs: 1 },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const login = () =>
  fetch(`${base}/api/app/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'bench-password' }),
  });
const cookie = (await login()).headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const measure = async (path: string, connections: number) => {
  // The load comes from a worker thread, so that it does not share the server's event loop.
  const result = await autocannon({
    url: `${base}${path}`,
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

console.log(`database: ${database.kind}; ${DURATION_S} s per row\n`);
console.log('call                      conns      req/s   p50 ms   p99 ms  errors  ratio to /healthz');
for (const connections of CONNECTIONS) {
  const trivial = await measure('/healthz', connections);
  for (const [name, path] of [
    ['/healthz (trivial)', '/healthz'],
    ['/api/app/status', '/api/app/status'],
    ['/api/app/info/app-roles', '/api/app/info/app-roles'],
  ] as const) {
    const row = path === '/healthz' ? trivial : await measure(path, connections);
    console.log(
      `${name.padEnd(26)}${String(connections).padStart(5)}${row.rps.toFixed(0).padStart(11)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${String(row.errors).padStart(8)}${(row.rps / trivial.rps).toFixed(3).padStart(19)}`,
    );
  }
}

let logins = 0;
const loginStart = performance.now();
while (performance.now() - loginStart < DURATION_S * 1000) {
  const response = await login();
  if (response.status === 303) logins += 1;
}
const loginsPerSecond = logins / ((performance.now() - loginStart) / 1000);
console.log(`\nsequential logins (argon2id): ${loginsPerSecond.toFixed(1)}/s`);

await app.close();
await database.close();
