/**
 * The session layer's cost, measured in one run: the throughput of calls that look up a session
 * (status, app roles) next to a trivial route of the same server, and logins per second (argon2id).
 * Run: `npm run bench:session` (embedded database) or with DATABASE_URL set (PostgreSQL server).
 */
import { openDatabase } from '../apps/server/src/db/database';
import { CONNECTIONS, DURATION_S, loadRow, startBenchServer, TRIVIAL_PATH } from './bench-server';

const database = await openDatabase({ url: process.env.DATABASE_URL });
await database.migrate();
const server = await startBenchServer(database.db);
const { username, password, cookie } = await server.newOwner();

console.log(`database: ${database.kind}; ${DURATION_S} s per row\n`);
console.log('call                      conns      req/s   p50 ms   p99 ms  errors  ratio to /healthz');
for (const connections of CONNECTIONS) {
  const trivial = await server.measure(TRIVIAL_PATH, connections);
  for (const [name, path] of [
    [`${TRIVIAL_PATH} (trivial)`, TRIVIAL_PATH],
    ['/api/app/status', '/api/app/status'],
    ['/api/app/info/app-roles', '/api/app/info/app-roles'],
  ] as const) {
    const row = path === TRIVIAL_PATH ? trivial : await server.measure(path, connections, cookie);
    console.log(loadRow(name, { name: 26, ratio: 19 }, connections, row, trivial));
  }
}

let logins = 0;
const loginStart = performance.now();
while (performance.now() - loginStart < DURATION_S * 1000) {
  const response = await server.login(username, password);
  if (response.status === 303) logins += 1;
}
const loginsPerSecond = logins / ((performance.now() - loginStart) / 1000);
console.log(`\nsequential logins (argon2id): ${loginsPerSecond.toFixed(1)}/s`);

await server.close();
await database.close();
