import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@vve/contract/calls/all';
import type { CallDefinition } from '@vve/contract/define-call';
import { testDatabaseKinds } from '../test-database';
import { createFuzzApp, type FuzzApp } from './fuzz-app';
import type { FuzzCase } from './fuzz-case';
import { fuzzRoute, fuzzSeed } from './fuzz-route';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world';
import { ROUTE_FUZZ, fuzzedCalls, takesInput } from './route-inputs';
import { runCase, storedCounts, uploadsInFlight } from './run-case';

/** Cases per route in `npm test`; FUZZ_RUNS changes it (bench/fuzz.ts runs 1,000 and more). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = fuzzSeed();

describe('the fuzz table', () => {
  it('has generators for exactly the calls of the contract that take input', () => {
    const takingInput = (Object.entries(allCalls) as [string, CallDefinition][])
      .filter(([, call]) => takesInput(call))
      .map(([name]) => name);
    expect(takingInput.length).toBeGreaterThan(100);
    expect(Object.keys(ROUTE_FUZZ).sort()).toEqual(takingInput.sort());
  });
});

describe.each(testDatabaseKinds())('generated bad input on the %s database', (kind) => {
  let target: FuzzApp | undefined;
  let world: FuzzWorld | undefined;
  beforeAll(async () => {
    target = await createFuzzApp(kind);
    world = await createFuzzWorld(target.app, target.db);
  });
  afterAll(() => target?.close());

  /** Inputs that answered 500 before the fixes they found: NUL in text, and multipart cut short. */
  const findings = (w: FuzzWorld): [CallDefinition, FuzzCase][] => {
    const json = { 'content-type': 'application/json' };
    const cutShort = `--b\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc`;
    return [
      [
        allCalls.reportSupplierStatus,
        {
          label: 'NUL in the description',
          url: `/api/app/workassignments/${w.workAssignmentId}/supplier-status`,
          headers: json,
          payload: JSON.stringify({ status: 'COMPLETE', description: 'klaar\u0000' }),
          contractValid: false,
        },
      ],
      [
        allCalls.createReport,
        {
          label: 'NUL in the description of a request',
          url: '/api/app/reports',
          headers: json,
          payload: JSON.stringify({ omschrijving: '\u0000', vve: w.complexId }),
          contractValid: false,
        },
      ],
      [
        allCalls.uploadInspectionFiles,
        {
          label: 'multipart cut short',
          url: `/inspections/${w.inspectionId}/files`,
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
          payload: cutShort,
          contractValid: false,
        },
      ],
      [
        allCalls.uploadBimModel,
        {
          label: 'multipart with an empty boundary',
          url: `/api/app/bim/projects/${w.projectId}/models`,
          headers: { 'content-type': 'multipart/form-data; boundary=' },
          payload: cutShort,
          contractValid: false,
        },
      ],
    ];
  };

  it('answers 400 to the inputs that once answered 500', async () => {
    if (!target || !world) throw new Error('the fuzz app is not running');
    for (const [call, fuzzCase] of findings(world)) {
      const caller = call.path.startsWith('/api/app/reports')
        ? 'owner'
        : call.path.includes('bim')
          ? 'admin'
          : 'supplier';
      const before = await storedCounts(target.db, target.dataDir);
      const result = await runCase(target, call, world.cookies[caller], fuzzCase, before);
      expect({ case: fuzzCase.label, ...result, after: undefined }).toEqual({
        case: fuzzCase.label,
        status: 400,
        after: undefined,
      });
    }
  });

  it.each(fuzzedCalls().map((entry) => ({ ...entry, route: `${entry.call.method} ${entry.call.path}` })))(
    '$route ($name) answers 4xx in the error shape and stores nothing',
    async ({ call, fuzz }) => {
      if (!target || !world) throw new Error('the fuzz app is not running');
      const report = await fuzzRoute(target, world, call, fuzz, { runs: RUNS, seed: SEED });
      expect(report.cases).toBe(RUNS);
      expect(report.failures, `seed ${SEED} (replay with FUZZ_SEED=${SEED})`).toEqual([]);
    },
    120_000,
  );

  it('leaves no temporary file of an upload behind', async () => {
    if (!target) throw new Error('the fuzz app is not running');
    const { dataDir } = target;
    await expect.poll(() => uploadsInFlight(dataDir), { timeout: 5000 }).toEqual([]);
  });
});
