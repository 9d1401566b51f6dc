import { beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@vve/contract/calls/all';
import type { CallDefinition } from '@vve/contract/define-call';
import { successfulCaller, useMatrixWorld } from '../access/matrix-client';
import { ROLES_MATRIX } from '../access/roles-matrix';
import type { Side } from '../access/world';
import { testDatabaseKinds } from '../test-database';
import { exampleOf } from './example-input';
import type { FuzzCase } from './fuzz-case';
import { fuzzRoute, fuzzSeed } from './fuzz-route';
import { fuzzedCalls } from './fuzzed-calls';
import { runCase, storedCounts, uploadsInFlight } from './run-case';
import { sampleImages, type SampleImages } from './upload-cases';

/** Cases per route in `npm test`; FUZZ_RUNS changes it (bench/fuzz.ts runs 1,000 and more). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = fuzzSeed();

describe('the examples of the fuzz cases', () => {
  it('are in the roles matrix for every call of the contract that takes input', () => {
    const calls = fuzzedCalls();
    expect(calls.length).toBeGreaterThan(100);
    const without = calls.flatMap(({ name, call }) => {
      const rows = ROLES_MATRIX[`${call.method} ${call.path}`];
      if (!rows) return [`${name}: no rows`];
      try {
        successfulCaller(rows);
        return [];
      } catch {
        return [`${name}: no caller may make it`];
      }
    });
    expect(without).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('generated bad input on the %s database', (kind) => {
  const { testApp, world } = useMatrixWorld(kind);
  let images: SampleImages | undefined;
  beforeAll(async () => {
    images = await sampleImages();
  });

  /** Inputs that answered 500 before the fixes they found: NUL in text, and multipart cut short. */
  const findings = (w: Side): [CallDefinition, FuzzCase][] => {
    const json = { 'content-type': 'application/json' };
    const cutShort = `--b\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc`;
    return [
      [
        allCalls.reportSupplierStatus,
        {
          label: 'NUL in the description',
          url: `/api/app/workassignments/${w.workOrderId}/supplier-status`,
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
    for (const [call, fuzzCase] of findings(world().A)) {
      const caller = call.path.startsWith('/api/app/reports')
        ? 'owner'
        : call.path.includes('bim')
          ? 'admin'
          : 'supplier';
      const before = await storedCounts(testApp().db, testApp().dataDir);
      const result = await runCase(testApp(), call, world().cookies[caller], fuzzCase, before);
      expect({ case: fuzzCase.label, ...result, after: undefined }).toEqual({
        case: fuzzCase.label,
        status: 400,
        after: undefined,
      });
    }
  });

  it.each(fuzzedCalls().map((entry) => ({ ...entry, route: `${entry.call.method} ${entry.call.path}` })))(
    '$route ($name) answers 4xx in the error shape and stores nothing',
    async ({ call, context }) => {
      if (!images) throw new Error('the sample images are not made');
      const example = await exampleOf(testApp(), world(), call);
      const report = await fuzzRoute(
        testApp(),
        call,
        example,
        { images, context },
        { runs: RUNS, seed: SEED },
      );
      expect(report.cases).toBe(RUNS);
      expect(report.failures, `seed ${SEED} (replay with FUZZ_SEED=${SEED})`).toEqual([]);
    },
    120_000,
  );

  it('leaves no temporary file of an upload behind', async () => {
    const { dataDir } = testApp();
    await expect.poll(() => uploadsInFlight(dataDir), { timeout: 5000 }).toEqual([]);
  });
});
