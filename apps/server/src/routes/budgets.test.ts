import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfficeBudget, OwnerBudget } from '@vve/contract/calls/budgets';
import { unitOwners, units } from '../db/schema/complexes';
import { budgetLines, budgets, debtors } from '../db/schema/finance';
import { agendaItems } from '../db/schema/meetings';
import { savePlanTerms, adoptPlan } from '../commands/maintenance-plan';
import { callerFor } from '../../test/api-client';
import { createComplex, createUser, makeDebtor, makeOwner, makeRentalContract } from '../../test/factories';
import { prepareMeeting } from '../../test/access/world-meetings';
import { terms } from '../../test/plan-example';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

interface Answer<Body> {
  status: number;
  body: Body & { code?: string; message?: string };
}

/**
 * A complex of three units of 1,250, 1,720 and 1,410 parts: Anna owns the first and the third (and has a debtor
 * account), Bram and Cas the second, of which Cas casts the vote; a tenant; an owner of another complex; an
 * administrator.
 */
const budgetWorld = async ({ db, app }: TestApp) => {
  const complex = await createComplex(db);
  const elsewhere = await createComplex(db);
  await db.update(units).set({ costShare: 1250, indexNr: 'A-1' }).where(eq(units.id, complex.unitId));
  const more = await db
    .insert(units)
    .values([
      { complexId: complex.id, adres: 'Kade 2', indexNr: 'A-2', costShare: 1720 },
      { complexId: complex.id, adres: 'Kade 3', indexNr: 'A-3', costShare: 1410 },
    ])
    .returning({ id: units.id });
  const [second, third] = more.map((unit) => unit.id);
  const people = {
    anna: await createUser(db, ['owner'], 'Anna Hoek'),
    bram: await createUser(db, ['owner'], 'Bram Hoek'),
    cas: await createUser(db, ['owner'], 'Cas Hoek'),
    tenant: await createUser(db, ['tenant'], 'Tessa Huurder'),
    stranger: await createUser(db, ['owner'], 'Sven Elders'),
    admin: await createUser(db, ['administrator'], 'Ada Beheer'),
  };
  await makeOwner(db, complex, people.anna.id);
  await db.insert(unitOwners).values([
    { unitId: second ?? 0, userId: people.bram.id },
    { unitId: second ?? 0, userId: people.cas.id, castsVote: true },
    { unitId: third ?? 0, userId: people.anna.id },
  ]);
  await makeRentalContract(db, complex, people.tenant.id);
  await makeOwner(db, elsewhere, people.stranger.id);
  const annaDebtor = await makeDebtor(db, complex.id, people.anna.id, { saldoCents: -1000 });
  const callers = {
    anna: await callerFor(app, people.anna),
    tenant: await callerFor(app, people.tenant),
    stranger: await callerFor(app, people.stranger),
    admin: await callerFor(app, people.admin),
  };
  const office = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    callers.admin(method, url, body) as Promise<Answer<OfficeBudget>>;
  const create = (year = 2026, complexId = complex.id) =>
    office('POST', `/api/app/office/complexes/${String(complexId)}/budgets`, { year });
  /** A closed decision item of a meeting of a complex, carried or not. */
  const decision = async (complexId: number, outcome: 'adopted' | 'rejected') => {
    const { itemId } = await prepareMeeting(db, complexId, new Date('2026-02-01T10:00:00Z'), {
      startsAt: new Date('2026-02-20T19:00:00Z'),
      kind: 'decision',
    });
    const tally = { for: 1, against: 0, abstained: 0, cast: 1, present: 1, total: 1, quorumNeeded: null };
    await db
      .update(agendaItems)
      .set({ result: { ...tally, outcome, closedAt: '2026-02-20T21:00:00.000Z' } })
      .where(eq(agendaItems.id, itemId));
    return itemId;
  };
  const linesOf = (budgetId: number) =>
    db
      .select({
        userId: debtors.userId,
        omschrijving: budgetLines.omschrijving,
        totaal: budgetLines.totaalCents,
      })
      .from(budgetLines)
      .innerJoin(debtors, eq(debtors.id, budgetLines.debtorId))
      .where(eq(budgetLines.budgetId, budgetId))
      .orderBy(debtors.userId, budgetLines.id);
  return {
    complex,
    elsewhere,
    people,
    callers,
    office,
    create,
    decision,
    linesOf,
    annaDebtor,
    second,
    third,
  };
};

const ITEMS = [
  { category: 'management', description: 'Servicekosten', amountCents: 438_000 },
  { category: 'reserve', description: 'Reservefonds', amountCents: 100 },
] as const;

describe.each(testDatabaseKinds())("a complex's budget, on the %s database", (kind) => {
  const testApp = useTestApp(kind);

  it("divides a budget by the cost shares and, adopted by a carried decision, charges every unit's payer", async () => {
    const w = await budgetWorld(testApp());
    const created = await w.create();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      year: 2026,
      adoptedOn: null,
      items: [],
      totalCents: 0,
      decision: null,
    });
    const id = created.body.id;

    const saved = await w.office('PUT', `/api/app/office/budgets/${String(id)}/items`, { items: ITEMS });
    expect(saved.status).toBe(200);
    expect(saved.body.totalCents).toBe(438_100);
    // 438,000 by 1,250, 1,720 and 1,410 of 4,380 parts: 125,000, 172,000 and 141,000. The reserve's 100 cents:
    // 28.54 → 29, 39.27 → 39, 32.19 → 32. A month: a twelfth of each item, to the cent.
    expect(
      saved.body.units.map(({ indexNr, payer, yearlyCents, monthlyCents }) => [
        indexNr,
        payer,
        yearlyCents,
        monthlyCents,
      ]),
    ).toEqual([
      ['A-1', 'Anna Hoek', 125_029, 10_417 + 2],
      ['A-2', 'Cas Hoek', 172_039, 14_333 + 3],
      ['A-3', 'Anna Hoek', 141_032, 11_750 + 3],
    ]);
    // Nothing is charged before the meeting adopts it, and owners do not see a draft.
    expect(await w.linesOf(id)).toEqual([]);
    expect(
      (await w.callers.anna('GET', `/api/app/details/vve/${String(w.complex.id)}/budget`)).body,
    ).toBeNull();

    const itemId = await w.decision(w.complex.id, 'adopted');
    const adopted = await w.office('POST', `/api/app/office/budgets/${String(id)}/adoption`, {
      adoptedOn: '2026-02-20',
      decisionItemId: itemId,
    });
    expect(adopted.status).toBe(200);
    expect(adopted.body).toMatchObject({ adoptedOn: '2026-02-20', decision: { itemId, number: 1 } });
    // Anna's two units and Cas's one; Bram is not charged, and Cas's account was opened.
    expect(await w.linesOf(id)).toEqual([
      { userId: w.people.anna.id, omschrijving: 'Servicekosten', totaal: 266_000 },
      { userId: w.people.anna.id, omschrijving: 'Reservefonds', totaal: 61 },
      { userId: w.people.cas.id, omschrijving: 'Servicekosten', totaal: 172_000 },
      { userId: w.people.cas.id, omschrijving: 'Reservefonds', totaal: 39 },
    ]);
    const [cas] = await testApp().db.select().from(debtors).where(eq(debtors.userId, w.people.cas.id));
    expect(cas).toMatchObject({ complexId: w.complex.id, saldoCents: 0, incassoGetekendOp: null });

    // The owner reads it, with their own part, and the request-app's figures follow from it.
    const vve = `/api/app/details/vve/${String(w.complex.id)}`;
    const own = (await w.callers.anna('GET', `${vve}/budget`)) as Answer<OwnerBudget>;
    expect(own.body).toEqual({
      year: 2026,
      adoptedOn: '2026-02-20',
      items: ITEMS,
      totalCents: 438_100,
      ownYearlyCents: 266_061,
      ownMonthlyCents: 22_167 + 5,
    });
    expect((await w.callers.anna('GET', vve)).body).toMatchObject({ actieveBegrotingIds: [id] });
    expect((await w.callers.anna('GET', `/api/app/boekjaren/${String(w.complex.id)}`)).body).toEqual([
      {
        begrotingen: [
          {
            id,
            regels: [
              { totaal: 2660, totaalPerMaand: 221.67 },
              { totaal: 0.61, totaalPerMaand: 0.05 },
            ],
          },
        ],
      },
    ]);
    // Tenants and other complexes' owners read nothing of it.
    expect((await w.callers.tenant('GET', `${vve}/budget`)).status).toBe(404);
    expect((await w.callers.stranger('GET', `${vve}/budget`)).status).toBe(404);

    // Adopted, it stays as it is.
    const changed = await w.office('PUT', `/api/app/office/budgets/${String(id)}/items`, { items: [] });
    expect([changed.status, changed.body.code]).toEqual([409, 'budgetAdopted']);
    expect((await w.office('DELETE', `/api/app/office/budgets/${String(id)}`)).status).toBe(409);
    const again = await w.office('POST', `/api/app/office/budgets/${String(id)}/adoption`, {
      adoptedOn: '2026-02-21',
      decisionItemId: null,
    });
    expect(again.body.code).toBe('budgetAdopted');
    expect(await w.linesOf(id)).toHaveLength(4);
  });

  it("starts next year's draft from the budget in force, offers the plan's reserve, and removes a draft", async () => {
    const w = await budgetWorld(testApp());
    const at = new Date('2026-03-02T09:00:00Z');
    const { id } = (await w.create(2026)).body;
    await w.office('PUT', `/api/app/office/budgets/${String(id)}/items`, { items: ITEMS });
    await w.office('POST', `/api/app/office/budgets/${String(id)}/adoption`, {
      adoptedOn: '2026-01-05',
      decisionItemId: null,
    });
    await savePlanTerms(testApp().db, { complexId: w.complex.id, terms, userId: w.people.admin.id, at });
    await adoptPlan(testApp().db, {
      complexId: w.complex.id,
      adoption: { adoptedOn: '2026-03-01' },
      userId: w.people.admin.id,
      at,
    });

    const next = await w.create(2027);
    expect(next.body).toMatchObject({
      year: 2027,
      adoptedOn: null,
      totalCents: 438_100,
      planReserveCents: 600_000,
    });
    expect(
      next.body.items.map(({ category, description, amountCents }) => ({
        category,
        description,
        amountCents,
      })),
    ).toEqual(ITEMS);
    // Beyond the plan's ten years, it proposes nothing.
    const later = await w.create(2036);
    expect(later.body.planReserveCents).toBeNull();
    const list = (await w.callers.admin('GET', `/api/app/office/complexes/${String(w.complex.id)}/budgets`))
      .body;
    expect(list).toEqual([
      { id: later.body.id, year: 2036, adoptedOn: null, totalCents: 438_100 },
      { id: next.body.id, year: 2027, adoptedOn: null, totalCents: 438_100 },
      { id, year: 2026, adoptedOn: '2026-01-05', totalCents: 438_100 },
    ]);
    // A draft of next year changes nothing the owners see.
    expect(
      (
        (await w.callers.anna('GET', `/api/app/details/vve/${String(w.complex.id)}/budget`))
          .body as OwnerBudget
      )?.year,
    ).toBe(2026);

    expect((await w.office('DELETE', `/api/app/office/budgets/${String(next.body.id)}`)).status).toBe(200);
    expect((await w.office('GET', `/api/app/office/budgets/${String(next.body.id)}`)).status).toBe(404);
  });

  it('refuses what it cannot divide or adopt, with a reason, and charges nothing', async () => {
    const w = await budgetWorld(testApp());
    const { id } = (await w.create()).body;
    await w.office('PUT', `/api/app/office/budgets/${String(id)}/items`, { items: ITEMS });
    const adopt = (body: object) =>
      w.office('POST', `/api/app/office/budgets/${String(id)}/adoption`, {
        adoptedOn: '2026-03-01',
        decisionItemId: null,
        ...body,
      });
    const refused = async (answer: Promise<Answer<unknown>>) => {
      const { status, body } = await answer;
      return [status, body.code];
    };

    expect(await refused(w.create())).toEqual([409, 'budgetYearTaken']);
    const unmanaged = await createComplex(testApp().db, { financieelBeheer: false });
    expect(await refused(w.create(2026, unmanaged.id))).toEqual([409, 'budgetWithoutFinance']);
    expect(await refused(w.create(1999))).toEqual([400, 'invalidRequest']);
    for (const items of [
      [{ ...ITEMS[0], amountCents: -1 }],
      [{ ...ITEMS[0], amountCents: 12.5 }],
      [{ ...ITEMS[0], description: '  ' }],
      [{ ...ITEMS[0], category: 'party' }],
    ]) {
      expect(
        await refused(w.office('PUT', `/api/app/office/budgets/${String(id)}/items`, { items })),
      ).toEqual([400, 'invalidRequest']);
    }
    expect(await refused(adopt({ adoptedOn: '2026-03-03' }))).toEqual([400, 'budgetAdoptedLater']);
    expect(await refused(adopt({ decisionItemId: await w.decision(w.elsewhere.id, 'adopted') }))).toEqual([
      400,
      'decisionNotOfComplex',
    ]);
    expect(await refused(adopt({ decisionItemId: await w.decision(w.complex.id, 'rejected') }))).toEqual([
      400,
      'budgetDecisionNotCarried',
    ]);
    // A unit without an owner: its share would be charged to nobody.
    await testApp()
      .db.delete(unitOwners)
      .where(eq(unitOwners.unitId, w.third ?? 0));
    const ownerless = await adopt({});
    expect([ownerless.status, ownerless.body.code, ownerless.body.message]).toEqual([
      409,
      'unitsWithoutOwner',
      'Every unit pays its share: give these units an owner first: A-3.',
    ]);
    expect(await w.linesOf(id)).toEqual([]);
    const [draft] = await testApp().db.select().from(budgets).where(eq(budgets.id, id));
    expect(draft?.adoptedOn).toBeNull();
    // Bram and Cas had no account, and still have none.
    const [{ accounts } = { accounts: -1 }] = await testApp()
      .db.select({ accounts: sql<number>`count(*)::int` })
      .from(debtors)
      .where(eq(debtors.complexId, w.complex.id));
    expect(accounts).toBe(1);
    expect(await w.office('GET', '/api/app/office/budgets/999999')).toMatchObject({ status: 404 });
  });
});
