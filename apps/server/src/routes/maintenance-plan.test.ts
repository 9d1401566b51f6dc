import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import type { Inspection } from '@vve/contract/calls/inspections';
import { callerFor, type Caller } from '../../test/api-client';
import {
  createAspectWithTask,
  createComplex,
  createSupplier,
  createUser,
  makeOwner,
  makeRentalContract,
} from '../../test/factories';
import { elementFinding, saveBody } from '../../test/inspection-save-body';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { auditEvents } from '../db/schema/audit';
import { complexes } from '../db/schema/complexes';
import { planLines } from '../db/schema/maintenance-plans';
import { paintLine, roofLine, terms } from '../../test/plan-example';

describe.each(testDatabaseKinds())('the maintenance plan on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const answer = async <T = MaintenancePlan>(
    call: Promise<{ status: number; body: unknown }>,
    status = 200,
  ) => {
    const { status: got, body } = await call;
    expect(got, JSON.stringify(body)).toBe(status);
    return body as T;
  };

  /** A complex with a roof aspect of three elements (the first gets NL-SfB code 2710), and its administrator. */
  const world = async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const { elementIds, aspectId, scheduleId } = await createAspectWithTask(db, complex.id, supplier.id);
    const admin = await callerFor(app, await createUser(db, ['administrator']));
    const member = await callerFor(app, supplier.member);
    const [roof = 0] = elementIds;
    await answer(
      admin('PUT', `/api/app/office/aspect-elements/${roof}`, {
        elementCode: { fullCode: '27.1.1', name: 'Dakbedekking' },
        label: 'Dakvlak A',
        location: 'Dak noord',
        nlsfbCode: '2710',
        installedYear: 2004,
        expectedLife: 25,
      }),
      200,
    );
    /** The supplier's inspection of the roof aspect's task, with these findings of its elements. */
    const inspect = async (entries: object[]) => {
      const draft = await answer<Inspection>(
        member('GET', `/api/app/inspections/new?aspect=${aspectId}&schedule=${scheduleId}`),
      );
      return answer<Inspection>(
        member('PUT', `/inspections/${draft.id}`, saveBody(draft, { statePerElement: entries as never })),
      );
    };
    const plan = `/api/app/office/complexes/${complex.id}/maintenance-plan`;
    return { app, db, complex, admin, roof, plan, inspect };
  };

  /** The worked example: its terms and its two lines. */
  const workedExample = async (admin: Caller, plan: string, roof: number) => {
    await answer(admin('PUT', plan, terms));
    await answer(admin('POST', `${plan}/lines`, roofLine(roof)));
    return answer(admin('POST', `${plan}/lines`, paintLine));
  };

  it('answers a complex without a plan an empty draft with the usual terms', async () => {
    const { admin, plan, complex } = await world();
    const empty = await answer(admin('GET', plan));
    expect(empty).toMatchObject({
      complex: { id: complex.id, archived: false },
      version: { id: null, adoptedOn: null },
      terms: { priceDate: '2026-01-01', indexation: 2, startYear: 2026, horizon: 30, rebuildValue: null },
      lines: [],
      total: 0,
      versions: [],
      levelContribution: 0,
      legalCheck: { meetsLaw: false, route: null, adoptedOn: null, horizonOk: true, reserveOk: true },
    });
    expect(empty.years).toHaveLength(30);
    await answer(admin('GET', '/api/app/office/complexes/999999/maintenance-plan'), 404);
  });

  it('computes the lines’ yearly costs, the totals per year and chapter, the reserve and the level contribution', async () => {
    const { admin, plan, roof } = await world();
    const computed = await workedExample(admin, plan, roof);
    expect(computed.version.id).toEqual(expect.any(Number));
    expect(computed.lines.map((line) => [line.description, line.chapter, line.total])).toEqual([
      ['Bitumen dakbedekking vervangen', '2', 31_433.83],
      ['Buitenschilderwerk', null, 21_215.26],
    ]);
    expect(computed.lines[0]?.element).toEqual({
      id: roof,
      label: 'Dakvlak A',
      location: 'Dak noord',
      nlsfbCode: '2710',
      condition: null,
    });
    expect(computed.yearTotals).toEqual([0, 9873.6, 0, 0, 31_433.83, 0, 0, 0, 11_341.66, 0]);
    expect(computed.chapters).toEqual([
      { chapter: '2', costs: [0, 0, 0, 0, 31_433.83, 0, 0, 0, 0, 0], total: 31_433.83 },
      { chapter: null, costs: [0, 9873.6, 0, 0, 0, 0, 0, 0, 11_341.66, 0], total: 21_215.26 },
    ]);
    expect(computed.total).toBe(52_649.09);
    expect(computed.reserve.at(-1)).toMatchObject({ year: 2035, end: 29_681.67 });
    expect(computed.levelContribution).toBe(4036);
    // Never adopted: the plan route fails; 6,000 is below 0.5 % of 2.4 million.
    expect(computed.legalCheck).toMatchObject({
      meetsLaw: false,
      ageOk: false,
      reserveOk: true,
      lowestReserve: { year: 2030, amount: 10_019.61 },
      percentageMinimum: 12_000,
    });
    expect(await answer(admin('GET', plan))).toEqual(computed);
  });

  it('changes and removes a line of the draft, and records each change in the audit trail', async () => {
    const { admin, plan, roof, db, complex } = await world();
    const computed = await workedExample(admin, plan, roof);
    const paint = computed.lines.find((line) => line.activity === 'paint');
    const changed = await answer(
      admin('PUT', `/api/app/office/plan-lines/${paint?.id ?? 0}`, { ...paintLine, cycle: null, vatRate: 9 }),
    );
    expect(changed.lines.find((line) => line.id === paint?.id)).toMatchObject({
      cycle: null,
      vatRate: 9,
      total: 8894.4,
    });
    const removed = await answer(admin('DELETE', `/api/app/office/plan-lines/${paint?.id ?? 0}`));
    expect(removed.lines.map((line) => line.activity)).toEqual(['replace']);
    await answer(admin('DELETE', `/api/app/office/plan-lines/${paint?.id ?? 0}`), 404);
    const actions = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, complex.id));
    expect(actions.map((row) => row.action).filter((action) => action.startsWith('complex.plan'))).toEqual([
      'complex.plan-terms-changed',
      'complex.plan-line-added',
      'complex.plan-line-added',
      'complex.plan-line-changed',
      'complex.plan-line-removed',
    ]);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const { admin, plan, roof, db } = await world();
    await workedExample(admin, plan, roof);
    const before = await db.select().from(planLines);
    const refused = async (method: 'POST' | 'PUT', url: string, body: object, status = 400) =>
      (await answer<{ code: string; message: string }>(admin(method, url, body), status)).message;
    expect(await refused('POST', `${plan}/lines`, { ...paintLine, cycle: 0 })).toContain(
      'A cycle is a whole number of 1 to 100 years',
    );
    expect(await refused('POST', `${plan}/lines`, { ...paintLine, cycle: 200 })).toContain(
      'A cycle is a whole number',
    );
    expect(await refused('POST', `${plan}/lines`, { ...paintLine, unitPrice: -1 })).toContain(
      'A price is an amount of 0 euros or more',
    );
    expect(await refused('POST', `${plan}/lines`, { ...paintLine, vatRate: 19 })).toContain(
      'A VAT rate is 0, 9 or 21 percent.',
    );
    expect(
      await refused('POST', `${plan}/lines`, { ...paintLine, activity: 'other', description: ' ' }),
    ).toContain('Work of the kind ‘other’ needs a description.');
    expect(await refused('POST', `${plan}/lines`, { ...paintLine, firstYear: 2036 })).toBe(
      'The year 2036 lies outside the plan’s years 2026–2035.',
    );
    const elsewhere = await createComplex(db);
    const supplier = await createSupplier(db);
    const { elementIds } = await createAspectWithTask(db, elsewhere.id, supplier.id);
    expect(await refused('POST', `${plan}/lines`, roofLine(elementIds[0] ?? 0))).toBe(
      `The element ${elementIds[0] ?? 0} is not an element of this complex.`,
    );
    expect(await refused('PUT', plan, { ...terms, horizon: 9 })).toContain('A plan covers 10 to 40 years.');
    expect(
      await refused('PUT', plan, { ...terms, contributionByYear: [{ year: 2040, amount: 1 }] }),
    ).toContain('Give each year’s own contribution once, for a year of the plan.');
    expect(await refused('PUT', plan, { ...terms, startYear: 2028 }, 409)).toBe(
      '1 lines of the plan begin outside the years 2028–2037: change or remove them first.',
    );
    expect(await db.select().from(planLines)).toEqual(before);
    expect((await answer(admin('GET', plan))).terms).toEqual(terms);
  });

  it('adopts the draft as a version kept as it is, and goes on with a copy as the draft', async () => {
    const { admin, plan, roof, complex } = await world();
    const draft = await workedExample(admin, plan, roof);
    const future = await answer<{ message: string }>(
      admin('POST', `${plan}/adoptions`, { adoptedOn: '2026-03-03' }),
      400,
    );
    expect(future.message).toBe('A plan is adopted on a day that has come: 2026-03-03 is still to come.');
    const next = await answer(admin('POST', `${plan}/adoptions`, { adoptedOn: '2026-02-20' }));
    expect(next.versions).toEqual([
      { id: next.version.id, adoptedOn: null },
      { id: draft.version.id, adoptedOn: '2026-02-20' },
    ]);
    expect(next.version.id).not.toBe(draft.version.id);
    expect(next.lines.map((line) => line.key)).toEqual(draft.lines.map((line) => line.key));
    expect(next.legalCheck).toMatchObject({
      meetsLaw: true,
      route: 'plan',
      adoptedOn: '2026-02-20',
      ageYears: 0,
    });

    const adoptedLine = draft.lines[0]?.id ?? 0;
    const refused = await answer<{ code: string; message: string }>(
      admin('PUT', `/api/app/office/plan-lines/${adoptedLine}`, { ...roofLine(roof), firstYear: 2028 }),
      409,
    );
    expect(refused).toMatchObject({
      code: 'planVersionAdopted',
      message:
        'This version of the plan was adopted by the members’ meeting on 2026-02-20 and is kept as it is.',
    });
    await answer(admin('DELETE', `/api/app/office/plan-lines/${adoptedLine}`), 409);

    const draftRoof = next.lines[0]?.id ?? 0;
    await answer(
      admin('PUT', `/api/app/office/plan-lines/${draftRoof}`, { ...roofLine(roof), firstYear: 2028 }),
    );
    const adopted = await answer(admin('GET', `/api/app/office/plan-versions/${draft.version.id ?? 0}`));
    expect(adopted).toMatchObject({ version: { adoptedOn: '2026-02-20' }, complex: { id: complex.id } });
    expect(adopted.lines.map((line) => line.firstYear)).toEqual([2030, 2027]);
    expect(adopted.yearTotals).toEqual(draft.yearTotals);
    await answer(admin('GET', '/api/app/office/plan-versions/999999'), 404);
  });

  it('keeps the plan of an archived complex as it is', async () => {
    const { admin, plan, roof, db, complex } = await world();
    const draft = await workedExample(admin, plan, roof);
    await db.update(complexes).set({ archivedAt: new Date() }).where(eq(complexes.id, complex.id));
    const shown = await answer(admin('GET', plan));
    expect(shown.complex.archived).toBe(true);
    await answer(admin('PUT', plan, terms), 409);
    await answer(admin('POST', `${plan}/lines`, paintLine), 409);
    await answer(admin('PUT', `/api/app/office/plan-lines/${draft.lines[0]?.id ?? 0}`, paintLine), 409);
    await answer(admin('POST', `${plan}/adoptions`, { adoptedOn: '2026-02-20' }), 409);
  });

  it('proposes an earlier year when an inspection scores the roof at condition 5, and records the accepted change', async () => {
    const { admin, plan, roof, inspect } = await world();
    const before = await workedExample(admin, plan, roof);
    expect(before.proposals).toEqual([]);
    expect(before.elements.map((element) => element.label)).toEqual([
      'Dakvlak A',
      'Dakvlak B',
      'Lichtkoepel',
    ]);
    const defect = { type: 'wear', severity: 'serious', intensity: 3, extent: 4 };
    const inspection = await inspect([elementFinding(roof, { defects: [defect] })]);

    const scored = await answer(admin('GET', plan));
    const roofLine = scored.lines.find((line) => line.element?.id === roof);
    expect(roofLine?.element?.condition).toMatchObject({ score: 5, inspectionId: inspection.id });
    expect(scored.proposals).toEqual([
      {
        lineId: roofLine?.id,
        fromYear: 2030,
        toYear: 2027,
        reason: 'overdue',
        score: 5,
        inspectionId: inspection.id,
      },
    ]);

    const accepted = await answer(admin('POST', `${plan}/proposals`, { lineIds: [roofLine?.id ?? 0] }));
    expect(accepted.lines.find((line) => line.id === roofLine?.id)?.firstYear).toBe(2027);
    expect(accepted.proposals).toEqual([]);
    expect(accepted.history).toEqual([
      {
        at: '2026-03-02T09:00:00.000Z',
        by: expect.any(String) as string,
        lineKey: roofLine?.key,
        work: 'Dakvlak A: Bitumen dakbedekking vervangen',
        fromYear: 2030,
        toYear: 2027,
        score: 5,
        inspectionId: inspection.id,
      },
    ]);
    const gone = await answer<{ code: string }>(
      admin('POST', `${plan}/proposals`, { lineIds: [roofLine?.id ?? 0] }),
      409,
    );
    expect(gone.code).toBe('planProposalGone');
  });

  it('shows an owner the adopted plan’s big works of the next five years and the reserve, and nobody else', async () => {
    const { app, db, admin, plan, roof, complex } = await world();
    const ownerAccount = await createUser(db, ['owner']);
    await makeOwner(db, complex, ownerAccount.id);
    const tenantAccount = await createUser(db, ['tenant']);
    await makeRentalContract(db, complex, tenantAccount.id);
    const owner = await callerFor(app, ownerAccount);
    const summary = `/api/app/complexes/${complex.id}/maintenance-plan`;
    await workedExample(admin, plan, roof);
    expect(await answer(owner('GET', summary))).toEqual({
      complex: { id: complex.id, naam: complex.naam },
      adoptedOn: null,
      works: [],
      smallerWork: [],
      reserveNow: null,
      yearlyContribution: null,
    });
    await answer(admin('POST', `${plan}/adoptions`, { adoptedOn: '2026-02-20' }));
    // A cheap line: its work is 'smaller work' of its years.
    await answer(
      admin('POST', `${plan}/lines`, {
        ...paintLine,
        description: 'Goten reinigen',
        unitPrice: 400,
        cycle: 1,
      }),
    );
    await answer(admin('POST', `${plan}/adoptions`, { adoptedOn: '2026-03-01' }));
    expect(await answer(owner('GET', summary))).toEqual({
      complex: { id: complex.id, naam: complex.naam },
      adoptedOn: '2026-03-01',
      works: [
        { year: 2027, element: null, activity: 'paint', description: 'Buitenschilderwerk', cost: 9873.6 },
        {
          year: 2030,
          element: 'Dakvlak A',
          activity: 'replace',
          description: 'Bitumen dakbedekking vervangen',
          cost: 31_433.83,
        },
      ],
      smallerWork: [2027, 2028, 2029, 2030].map((year) => ({
        year,
        cost: Math.round(400 * 1.02 ** (year - 2026) * 1.21 * 100) / 100,
      })),
      reserveNow: 20_000,
      yearlyContribution: 6000,
    });
    const tenant = await callerFor(app, tenantAccount);
    await answer(tenant('GET', summary), 404);
    await answer(admin('GET', summary), 404);
    await answer(owner('GET', '/api/app/complexes/999999/maintenance-plan'), 404);
  });
});
