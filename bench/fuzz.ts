/**
 * Generated bad input against every route with params, a query or a body (issue 6, part 2): the
 * generators of apps/server/test/fuzz, at least 1,000 cases per route, on the embedded database (or
 * the PostgreSQL server of DATABASE_URL). Prints per route the cases and failures and a total;
 * exits 1 on any failure.
 *
 *   npm run bench:fuzz                       1,000 cases per route, a new seed
 *   npm run bench:fuzz -- --runs 5000        more cases
 *   npm run bench:fuzz -- --seed 42          replay a run
 *   npm run bench:fuzz -- --route createReport,login
 */
import { parseArgs } from 'node:util';
import { createMatrixWorld } from '../apps/server/test/access/matrix-client';
import { exampleOf } from '../apps/server/test/fuzz/example-input';
import { fuzzRoute, fuzzSeed, type RouteReport } from '../apps/server/test/fuzz/fuzz-route';
import { fuzzedCalls } from '../apps/server/test/fuzz/fuzzed-calls';
import { sampleImages } from '../apps/server/test/fuzz/upload-cases';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '1000' },
    seed: { type: 'string' },
    route: { type: 'string' },
  },
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, not ${values.runs}`);
const seed = values.seed === undefined ? fuzzSeed() : Number(values.seed);
const only = values.route?.split(',');
const kind = process.env.DATABASE_URL ? 'server' : 'embedded';

/** Runs every route's cases on a fresh app and database; answers the number of failures. */
const run = async (): Promise<number> => {
  const { testApp, world } = await createMatrixWorld(kind);
  try {
    const images = await sampleImages();
    const routes = fuzzedCalls().filter(({ name }) => !only || only.includes(name));
    console.log(`fuzz: ${routes.length} routes × ${runs} cases, seed ${seed}, ${kind} database\n`);
    const reports: RouteReport[] = [];
    for (const { name, call, context } of routes) {
      const example = await exampleOf(testApp, world, call);
      const report = await fuzzRoute(testApp, call, example, { images, context }, { runs, seed });
      reports.push(report);
      const statuses = Object.entries(report.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.log(
        `${report.failures.length === 0 ? 'ok  ' : 'FAIL'} ${report.route.padEnd(52)} ${name.padEnd(28)} cases ${String(report.cases).padStart(5)}  failures ${String(report.failures.length).padStart(4)}  ${String(report.ms).padStart(6)} ms  ${statuses}`,
      );
      for (const failure of report.failures.slice(0, 5))
        console.log(`       ${failure.status} ${failure.label} ${failure.url}\n         ${failure.problem}`);
    }
    const cases = reports.reduce((sum, report) => sum + report.cases, 0);
    const failed = reports.reduce((sum, report) => sum + report.failures.length, 0);
    const ms = reports.reduce((sum, report) => sum + report.ms, 0);
    const valid = reports.reduce((sum, report) => sum + report.contractValid, 0);
    console.log(
      `\ntotal: ${reports.length} routes, ${cases} cases (${valid} the contract accepts), ${failed} failures, ${(ms / 1000).toFixed(1)} s (${(ms / cases).toFixed(1)} ms per case), seed ${seed}`,
    );
    return failed;
  } finally {
    await testApp.close();
  }
};

process.exit((await run()) === 0 ? 0 : 1);
