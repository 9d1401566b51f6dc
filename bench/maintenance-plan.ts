/**
 * The maintenance plan at the size issue 33 names: a complex with 500 elements in its register, each scored, and a
 * draft plan of 40 years with 500 lines. Measures, one request at a time, what an administrator's opening of the
 * plan costs through the real server (`GET …/maintenance-plan`: reading, computing every line's costs per year,
 * the totals, the reserve, the level contribution, the legal check and the proposals, and the JSON), against the
 * target of 200 ms, and compares it with two figures of the same run: the trivial route (`/healthz`, what any
 * request costs) and a floor (the same rows read with one plain query each and the same sums computed in process,
 * without the server, its access check and JSON). On a fresh embedded database (on disk) and, when DATABASE_URL
 * names a PostgreSQL server, on a fresh database there. Not a timed test: it prints.
 * Run: `npm run bench:plan` (LINES=1000 for another size).
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { usualPlanTerms } from '@vve/contract/calls/maintenance-plan';
import {
  levelContribution,
  lineCosts,
  planPrices,
  planYears,
  reserveYears,
  yearTotals,
} from '@vve/contract/rules/maintenance-plan';
import type { Database } from '../apps/server/src/db/database';
import { users } from '../apps/server/src/db/schema/accounts';
import { complexes } from '../apps/server/src/db/schema/complexes';
import {
  aspectElements,
  aspects,
  aspectTypes,
  inspectionElementStates,
  inspections,
} from '../apps/server/src/db/schema/inspections';
import { planLines, planVersions } from '../apps/server/src/db/schema/maintenance-plans';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { createSupplier } from '../apps/server/test/factories';
import { startBenchServer, tableRow } from './bench-server';
import { freshDatabase } from './fresh-database';

const LINES = Number(process.env.LINES ?? 500);
const HORIZON = 40;
const ROUNDS = Number(process.env.ROUNDS ?? 40);
/** The target of issue 33. */
const TARGET_MS = 200;
const NLSFB = ['2110', '2710', '3110', '3120', '4210', '5210', '6610', '9010'];

/** A complex with LINES elements (each scored by one inspection) and a draft plan of HORIZON years, a line each. */
const seedPlan = async (db: Database) => {
  const [complex] = await db
    .insert(complexes)
    .values({
      naam: 'Bench MJOP',
      adres: 'Benchlaan 1',
      plaats: 'Utrecht',
      omschrijving: '',
      financieelBeheer: true,
    })
    .returning({ id: complexes.id });
  const [type] = await db.insert(aspectTypes).values({ name: 'Bench' }).returning({ id: aspectTypes.id });
  const [aspect] = await db
    .insert(aspects)
    .values({ complexId: complex?.id ?? 0, aspectTypeId: type?.id ?? 0 })
    .returning({ id: aspects.id });
  const elements = await db
    .insert(aspectElements)
    .values(
      Array.from({ length: LINES }, (_, index) => ({
        aspectId: aspect?.id ?? 0,
        label: `Element ${index + 1}`,
        location: `Blok ${(index % 10) + 1}`,
        codeFull: '27.1.1',
        codeName: 'Bench',
        nlsfbCode: NLSFB[index % NLSFB.length] ?? null,
        quantity: 10 + (index % 90),
        unit: 'm2',
        installedYear: 1990 + (index % 35),
        expectedLife: 15 + (index % 30),
        replacementValue: 1000 + index * 10,
      })),
    )
    .returning({ id: aspectElements.id });
  const supplier = await createSupplier(db);
  const [inspection] = await db
    .insert(inspections)
    .values({
      aspectId: aspect?.id ?? 0,
      supplierId: supplier.id,
      createdAt: new Date(),
      draft: false,
      performedAt: new Date(),
    })
    .returning({ id: inspections.id });
  await db.insert(inspectionElementStates).values(
    elements.map((element, index) => ({
      inspectionId: inspection?.id ?? 0,
      elementId: element.id,
      state: 'WARN',
      createRequest: false,
      requestDescription: '',
      score: (index % 6) + 1,
    })),
  );
  const terms = {
    ...usualPlanTerms(new Date().toISOString().slice(0, 10)),
    horizon: HORIZON,
    reserveAtStart: 250_000,
  };
  const [draft] = await db
    .insert(planVersions)
    .values({ complexId: complex?.id ?? 0, ...terms, yearlyContribution: 90_000, interestRate: 0.5 })
    .returning({ id: planVersions.id });
  await db.insert(planLines).values(
    elements.map((element, index) => ({
      versionId: draft?.id ?? 0,
      elementId: element.id,
      activity: index % 3 === 0 ? 'replace' : index % 3 === 1 ? 'paint' : 'repair',
      description: `Werk ${index + 1}`,
      quantity: 10 + (index % 90),
      unit: 'm2',
      unitPrice: 25 + (index % 60),
      vatRate: 21,
      firstYear: terms.startYear + (index % 12),
      cycle: 5 + (index % 25),
      note: '',
    })),
  );
  return { complexId: complex?.id ?? 0, versionId: draft?.id ?? 0, terms };
};

/** The floor: the version's lines read with one plain query, and the plan's sums computed in process. */
const floor = async (db: Database, versionId: number, terms: ReturnType<typeof usualPlanTerms>) => {
  const lines = await db.select().from(planLines).where(eq(planLines.versionId, versionId));
  const prices = planPrices(terms);
  const totals = yearTotals(
    lines.map((line) => lineCosts(line, prices)),
    terms.horizon,
  );
  const years = planYears(terms);
  reserveYears(terms, years, totals);
  return levelContribution(terms, years, totals);
};

/** The median and the 95th percentile of ROUNDS timings of `run`, in ms, after a few to warm up. */
const timed = async (run: () => Promise<unknown>) => {
  for (let warm = 0; warm < 5; warm += 1) await run();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(ROUNDS / 2)] ?? 0, p95: times[Math.floor(ROUNDS * 0.95)] ?? 0 };
};

const benchOn = async (kind: 'embedded' | 'server') => {
  const handle = await freshDatabase(kind, 'plan');
  const server = await startBenchServer(handle.db);
  try {
    const plan = await seedPlan(handle.db);
    await handle.db.insert(users).values({
      username: 'bench-admin',
      name: 'Bench',
      roles: ['administrator'],
      passwordHash: await hashPassword('bench-password'),
    });
    const cookie = await server.sessionCookie('bench-admin', 'bench-password');
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${server.base}${path}`, { headers });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return response.arrayBuffer();
    };
    const planPath = `/api/app/office/complexes/${plan.complexId}/maintenance-plan`;
    const size = (await get(planPath, { cookie })).byteLength;
    const answer = await timed(() => get(planPath, { cookie }));
    const trivial = await timed(() => get('/healthz'));
    const least = await timed(() => floor(handle.db, plan.versionId, plan.terms));
    const row = (name: string, figure: { p50: number; p95: number }) =>
      tableRow(name, 46, [
        [figure.p50.toFixed(1), 9],
        [figure.p95.toFixed(1), 9],
        [(figure.p50 / least.p50).toFixed(2), 10],
      ]);
    console.log(
      `\n${kind} database: ${LINES} lines × ${HORIZON} years, answer ${(size / 1024).toFixed(0)} KB`,
    );
    console.log(`${''.padEnd(46)}  p50 ms   p95 ms  × floor`);
    console.log(row('GET …/maintenance-plan (the whole plan)', answer));
    console.log(row('floor: lines in one query, sums in process', least));
    console.log(row('trivial route /healthz', trivial));
    console.log(
      `target ≤ ${TARGET_MS} ms: ${answer.p50 <= TARGET_MS ? 'met' : 'NOT met'} (p50 ${answer.p50.toFixed(0)} ms, ${(answer.p50 / trivial.p50).toFixed(0)} × the trivial route)`,
    );
  } finally {
    await server.close();
    await handle.close();
  }
};

await benchOn('embedded');
if (process.env.DATABASE_URL) await benchOn('server');
