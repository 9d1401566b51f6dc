/**
 * The API at scale (issue 7): the calls users make most, against the generated portfolio on the
 * PostgreSQL server (1,000,000 requests, 200,000 work orders, 500,000 inspections; made with COPY on
 * the first run, kept after). Per call: the database time of its slowest statement (EXPLAIN ANALYZE)
 * and any table read whole (and the plans of the back office's inbox and the condition overview), then requests
 * per second, p50 and p99 latency and errors at 10 and 50 connections, next to its floor (bench/floor-server: the
 * same session lookup and answer statement on a bare Fastify route and `pg` pool, whose answer must equal the
 * product's) and the trivial route, all measured in the same run.
 * Run: `npm run bench:api` (DATABASE_URL names the server; SCALE=0.1 for a tenth; BENCH_SECONDS per row);
 * `npm run bench:api -- --two-nodes` loads the same calls on one API node and on two behind HAProxy instead.
 */
import { openDatabase } from '../apps/server/src/db/database';
import { compareNodeCounts } from './api-nodes';
import {
  CONNECTIONS,
  DURATION_S,
  measureUrl,
  startBenchServer,
  tableRow,
  TRIVIAL_PATH,
} from './bench-server';
import { floorStatementsOf, startFloorServer, type FloorStatements } from './floor-server';
import { callerUsernames, hotCalls, type Caller, type HotCall } from './scale-data/hot-calls';
import { DATASET_PASSWORD } from './scale-data/load-dataset';
import { portfolio } from './scale-data/portfolio';
import {
  isRead,
  type Explained,
  planLines,
  queryRecorder,
  sequentialScans,
  type RecordedQuery,
  timedRuns,
} from './scale-data/query-plans';
import { scaledDataset } from './scale-data/scale';
import { scaleDatabase } from './scale-data/scale-database';

/** Issue 7's and 18's targets on a 2-core machine. */
const TARGET = { p99At: { 10: 50, 50: 100 } as Record<number, number>, queryMs: 5, ofFloor: 0.8 };
/** The product's pool size (DATABASE_POOL_SIZE's default), which the floor's pool has too. */
const POOL_SIZE = 10;

const factor = Number(process.env.SCALE ?? 1);
const url = await scaleDatabase(factor);
const world = portfolio(scaledDataset(factor));
if (process.argv.includes('--two-nodes')) {
  const database = await openDatabase({ url });
  try {
    const calls = await hotCalls(database.db, world);
    await compareNodeCounts(url, calls, { usernames: callerUsernames(world), password: DATASET_PASSWORD });
  } finally {
    await database.close();
  }
  process.exit(0);
}
const recorder = queryRecorder();
const database = await openDatabase({ url, onQuery: recorder.listener, poolSize: POOL_SIZE });
if (database.kind !== 'server') throw new Error('bench:api runs on a PostgreSQL server');
const server = await startBenchServer(database.db);
const usernames = callerUsernames(world);
const cookies = {} as Record<Caller, string>;
for (const caller of Object.keys(usernames) as Caller[]) {
  cookies[caller] = await server.sessionCookie(usernames[caller], DATASET_PASSWORD);
}
const calls = await hotCalls(database.db, world);
/** A statement on one line, cut after 300 characters. */
const oneLine = (query: string) => {
  const text = query.replace(/\s+/g, ' ');
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};
/** The median of three timed runs of a statement. */
const medianRun = async (query: RecordedQuery) => {
  const median = (await timedRuns(database, query, 3))[1];
  if (!median) throw new Error('no run');
  return median;
};
const label = (call: { name: string; caller: Caller }) => `${call.name} (${call.caller})`;
const misses: string[] = [];
/** The plans the benchmark prints after the table, per call that asks for them. */
const shownPlans: string[] = [];
/** Each call's floor statements, by call; none for a call whose answer the product still builds itself. */
const floors = new Map<HotCall, FloorStatements>();

console.log(
  `\nIn the database, per call: its statements, the slowest one's execution time, tables read whole`,
);
console.log('call                                       statements   slowest ms   planning ms   seq scans');
for (const call of calls) {
  const queries = await recorder.during(async () => {
    const response = await fetch(`${server.base}${call.path}`, { headers: { cookie: cookies[call.caller] } });
    if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}`);
    await response.arrayBuffer();
  });
  const reads = queries.filter(isRead);
  const floor = await floorStatementsOf(database.client, reads);
  if (floor) floors.set(call, floor);
  else misses.push(`${label(call)}: no floor (its answer is not built as JSON by PostgreSQL)`);
  const plans: Explained[] = [];
  for (const query of reads) plans.push(await medianRun(query));
  const times = plans.map((plan) => plan['Execution Time'] ?? 0);
  const slowest = Math.max(...times);
  const planning = Math.max(...plans.map((plan) => plan['Planning Time'] ?? 0));
  const scans = [...new Set(plans.flatMap((plan) => sequentialScans(plan.Plan)))];
  if (call.showPlans) {
    shownPlans.push(
      `\n${label(call)}: ${call.path}`,
      ...reads.flatMap((query, index) => {
        const plan = plans[index];
        // The session's lookup is every call's; its plan is not the call's own.
        if (!plan || query.query.includes('from "sessions"')) return [];
        return [`  ${oneLine(query.query)}`, ...planLines(plan.Plan, 2)];
      }),
    );
  }
  if (slowest > TARGET.queryMs) {
    const statement = reads[times.indexOf(slowest)]?.query ?? '';
    misses.push(`${label(call)}: ${slowest.toFixed(2)} ms in the database for ${statement}`);
  }
  console.log(
    tableRow(label(call), 43, [
      [queries.length, 10],
      [slowest.toFixed(2), 13],
      [planning.toFixed(2), 14],
      [`   ${scans.join(', ') || '-'}`, 0],
    ]),
  );
}

console.log(
  `\nThe plans of the back office's inbox and the condition overview (the median of three runs; times in the database)`,
);
for (const line of shownPlans) console.log(line);

const floorCalls = [...floors];
const floorServer = await startFloorServer(
  url,
  floorCalls.map(([, statements]) => statements),
  POOL_SIZE,
);
const floorPaths = new Map(floorCalls.map(([call], index) => [call, floorServer.pathOf(index)]));
/** The body of an answer, which must be 200. */
const bodyAt = async (base: string, path: string, cookie: string) => {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.text();
};
for (const [call, path] of floorPaths) {
  const cookie = cookies[call.caller];
  if ((await bodyAt(server.base, call.path, cookie)) !== (await bodyAt(floorServer.base, path, cookie)))
    throw new Error(`${label(call)}: the floor's answer is not the product's`);
}
console.log(
  `\nEvery floor answered the same JSON as the product (${floorPaths.size} of ${calls.length} calls).`,
);

console.log(
  `\nUnder load (${DURATION_S} s per measure; floor: the same session lookup and answer statement on a bare route)`,
);
console.log(
  'call                                       conns    req/s   p50 ms   p99 ms  errors   floor req/s  p99 ms  product/floor',
);
for (const connections of CONNECTIONS) {
  const trivial = await server.measure(TRIVIAL_PATH, connections);
  console.log(
    tableRow(`${TRIVIAL_PATH} (trivial)`, 43, [
      [connections, 5],
      [trivial.rps.toFixed(0), 9],
      [trivial.p50, 9],
      [trivial.p99, 9],
      [trivial.errors, 8],
    ]),
  );
  for (const call of calls) {
    const cookie = cookies[call.caller];
    const measured = await server.measure(call.path, connections, cookie);
    const floorPath = floorPaths.get(call);
    const floor =
      floorPath === undefined
        ? undefined
        : await measureUrl(`${floorServer.base}${floorPath}`, connections, cookie);
    const ofFloor = floor && measured.rps / floor.rps;
    const p99Target = TARGET.p99At[connections] ?? Infinity;
    if (measured.p99 > p99Target) misses.push(`${label(call)}: p99 ${measured.p99} ms at ${connections}`);
    if (measured.errors > 0) misses.push(`${label(call)}: ${measured.errors} errors at ${connections}`);
    if (ofFloor !== undefined && ofFloor < TARGET.ofFloor)
      misses.push(`${label(call)}: ${ofFloor.toFixed(2)} of its floor at ${connections}`);
    console.log(
      tableRow(label(call), 43, [
        [connections, 5],
        [measured.rps.toFixed(0), 9],
        [measured.p50, 9],
        [measured.p99, 9],
        [measured.errors, 8],
        [floor ? floor.rps.toFixed(0) : '-', 14],
        [floor ? floor.p99 : '-', 8],
        [ofFloor === undefined ? '-' : ofFloor.toFixed(2), 15],
      ]),
    );
  }
}

console.log(
  misses.length === 0
    ? `\nEvery call within the targets (p99 ≤ 50 ms at 10, ≤ 100 ms at 50, 0 errors, statements ≤ ${TARGET.queryMs} ms, ≥ ${TARGET.ofFloor} of its floor).`
    : `\nOutside the targets:\n  ${misses.join('\n  ')}`,
);
await floorServer.close();
await server.close();
await database.close();
