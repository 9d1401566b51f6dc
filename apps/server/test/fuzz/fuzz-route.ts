import fc from 'fast-check';
import type { CallDefinition } from '@vve/contract/define-call';
import { callInputs } from './call-inputs';
import type { Example } from './example-input';
import type { FuzzContext } from './fuzzed-calls';
import { runCase, storedCounts, type CaseTarget } from './run-case';
import type { SampleImages } from './upload-cases';

export interface FuzzFailure {
  label: string;
  url: string;
  status: number;
  problem: string;
}

export interface RouteReport {
  route: string;
  cases: number;
  /** Cases that the contract accepts (allowed to succeed). */
  contractValid: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
  ms: number;
}

const short = (text: string, length = 120) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** Generates `runs` cases for a call from its example with the seed, sends them one by one and reports what broke. */
export const fuzzRoute = async (
  target: CaseTarget,
  call: CallDefinition,
  example: Example,
  inputs: { images: SampleImages; context: FuzzContext },
  options: { runs: number; seed: number },
): Promise<RouteReport> => {
  const started = performance.now();
  const generated = callInputs(call, example.base, {
    images: inputs.images,
    ...inputs.context,
    ...(example.uploadField === undefined ? {} : { uploadField: example.uploadField }),
  });
  const cases = fc.sample(generated, { numRuns: options.runs, seed: options.seed });
  const report: RouteReport = {
    route: `${call.method} ${call.path}`,
    cases: cases.length,
    contractValid: 0,
    statuses: {},
    failures: [],
    ms: 0,
  };
  let counts = await storedCounts(target.db, target.dataDir);
  for (const fuzzCase of cases) {
    if (fuzzCase.contractValid) report.contractValid += 1;
    const result = await runCase(target, call, example.cookies, fuzzCase, counts);
    counts = result.after ?? (await storedCounts(target.db, target.dataDir));
    report.statuses[result.status] = (report.statuses[result.status] ?? 0) + 1;
    if (result.problem !== undefined)
      report.failures.push({
        label: short(fuzzCase.label),
        url: short(fuzzCase.url),
        status: result.status,
        problem: result.problem,
      });
  }
  report.ms = Math.round(performance.now() - started);
  return report;
};

/** The seed of this run: FUZZ_SEED to replay one, else a new one each run. */
export const fuzzSeed = (): number => {
  const given = Number(process.env.FUZZ_SEED);
  return Number.isInteger(given) && process.env.FUZZ_SEED !== undefined ? given : Date.now() % 2 ** 31;
};
