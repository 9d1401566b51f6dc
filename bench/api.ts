/**
 * The API at scale (issue 7): the calls users make most, against the generated portfolio on the
 * PostgreSQL server (1,000,000 requests, 200,000 work orders, 500,000 inspections; made with COPY on
 * the first run, kept after). Per call: the database time of its slowest statement (EXPLAIN ANALYZE)
 * and any table read whole (and the plans of the back office's inbox), then requests per second, p50 and
 * p99 latency and errors at 10 and 50 connections, with the ratio of its throughput to the trivial route
 * measured in the same run.
 * Run: `npm run bench:api` (DATABASE_URL names the server; SCALE=0.1 for a tenth; BENCH_SECONDS per row);
 * `npm run bench:api -- --two-nodes` loads the same calls on one API node and on two behind HAProxy instead.
 */
import { openDatabase } from '../apps/server/src/db/database';
import { compareNodeCounts } from './api-nodes';
import { CONNECTIONS, DURATION_S, loadRow, startBenchServer, tableRow, TRIVIAL_PATH } from './bench-server';
import { callerUsernames, hotCalls, type Caller } from './scale-data/hot-calls';
import { DATASET_PASSWORD } from './scale-data/load-dataset';
import { portfolio } from './scale-data/portfolio';
import {
  explain,
  isRead,
  type Explained,
  planLines,
  queryRecorder,
  sequentialScans,
  type RecordedQuery,
} from './scale-data/query-plans';
import { scaledDataset } from './scale-data/scale';
import { scaleDatabase } from './scale-data/scale-database';

/** Issue 7's targets on a 2-core machine. */
const TARGET = { p99At: { 10: 50, 50: 100 } as Record<number, number>, queryMs: 5 };

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
const database = await openDatabase({ url, onQuery: recorder.listener });
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
/** The median of three timed runs of a statement, one after the other (the first may find a cold cache). */
const medianRun = async (query: RecordedQuery) => {
  const runs = [];
  for (let run = 0; run < 3; run += 1) runs.push(await explain(database, query, { analyze: true }));
  runs.sort((a, b) => (a['Execution Time'] ?? 0) - (b['Execution Time'] ?? 0));
  const median = runs[1];
  if (!median) throw new Error('no run');
  return median;
};
const label = (call: { name: string; caller: Caller }) => `${call.name} (${call.caller})`;
const misses: string[] = [];
/** The plans the benchmark prints after the table, per call that asks for them. */
const shownPlans: string[] = [];

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
        // The session's lookup is every call's; its plan is not the inbox's.
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

console.log(`\nThe plans of the back office's inbox (the median of three runs; times in the database)`);
for (const line of shownPlans) console.log(line);

console.log(`\nUnder load (${DURATION_S} s per row; ratio: req/s of the call / req/s of ${TRIVIAL_PATH})`);
console.log('call                                       conns      req/s   p50 ms   p99 ms  errors   ratio');
for (const connections of CONNECTIONS) {
  const trivial = await server.measure(TRIVIAL_PATH, connections);
  const rows = [{ name: `${TRIVIAL_PATH} (trivial)`, measured: trivial }];
  for (const call of calls) {
    const measured = await server.measure(call.path, connections, cookies[call.caller]);
    rows.push({ name: label(call), measured });
    const p99Target = TARGET.p99At[connections] ?? Infinity;
    if (measured.p99 > p99Target) misses.push(`${label(call)}: p99 ${measured.p99} ms at ${connections}`);
    if (measured.errors > 0) misses.push(`${label(call)}: ${measured.errors} errors at ${connections}`);
  }
  for (const { name, measured } of rows) {
    console.log(loadRow(name, { name: 43, ratio: 8 }, connections, measured, trivial));
  }
}

console.log(
  misses.length === 0
    ? `\nEvery call within the targets (p99 ≤ 50 ms at 10, ≤ 100 ms at 50, 0 errors, statements ≤ ${TARGET.queryMs} ms).`
    : `\nOutside the targets:\n  ${misses.join('\n  ')}`,
);
await server.close();
await database.close();
