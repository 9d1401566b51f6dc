import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Booking, ContributionsCharged, OfficeLedger } from '@vve/contract/calls/ledger';
import { unitOwners, units } from '../db/schema/complexes';
import { bookings, debtors } from '../db/schema/finance';
import { queryRows } from '../db/database';
import { callerFor } from '../../test/api-client';
import { createComplex, createUser, makeOwner, makeRentalContract } from '../../test/factories';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

interface Answer<Body> {
  status: number;
  body: Body & { code?: string };
}

/**
 * A complex of two units of 1 and 3 parts, owned by Anna and Bram, whose budget of 2026 (1,200.00 of management
 * and 10.00 of reserve) was adopted; a tenant; an administrator.
 */
const ledgerWorld = async ({ db, app }: TestApp) => {
  const complex = await createComplex(db);
  await db.update(units).set({ indexNr: 'L-1' }).where(eq(units.id, complex.unitId));
  const [second] = await db
    .insert(units)
    .values({ complexId: complex.id, adres: 'Kade 2', indexNr: 'L-2', costShare: 3 })
    .returning({ id: units.id });
  const people = {
    anna: await createUser(db, ['owner'], 'Anna Hoek'),
    bram: await createUser(db, ['owner'], 'Bram Hoek'),
    tenant: await createUser(db, ['tenant'], 'Tessa Huurder'),
    admin: await createUser(db, ['administrator'], 'Ada Beheer'),
  };
  await makeOwner(db, complex, people.anna.id);
  await db.insert(unitOwners).values({ unitId: second?.id ?? 0, userId: people.bram.id });
  await makeRentalContract(db, complex, people.tenant.id);
  const callers = {
    anna: await callerFor(app, people.anna),
    tenant: await callerFor(app, people.tenant),
    admin: await callerFor(app, people.admin),
  };
  const office = callers.admin;
  const { body: budget } = (await office('POST', `/api/app/office/complexes/${String(complex.id)}/budgets`, {
    year: 2026,
  })) as Answer<{ id: number }>;
  await office('PUT', `/api/app/office/budgets/${String(budget.id)}/items`, {
    items: [
      { category: 'management', description: 'Beheer', amountCents: 120_000 },
      { category: 'reserve', description: 'Reservefonds', amountCents: 1000 },
    ],
  });
  await office('POST', `/api/app/office/budgets/${String(budget.id)}/adoption`, {
    adoptedOn: '2026-01-10',
    decisionItemId: null,
  });
  const debtorOf = async (userId: number) => {
    const [debtor] = await db.select().from(debtors).where(eq(debtors.userId, userId));
    if (!debtor) throw new Error('no debtor');
    return debtor;
  };
  const charge = (year: number, month: number) =>
    office('POST', `/api/app/office/complexes/${String(complex.id)}/contributions`, {
      year,
      month,
    }) as Promise<Answer<ContributionsCharged>>;
  const ledger = async (userId: number) =>
    (await office('GET', `/api/app/office/debtors/${String((await debtorOf(userId)).id)}/ledger`))
      .body as OfficeLedger;
  /** Every debtor whose stored balance is not the sum of their bookings (none, ever). */
  const unbalanced = () =>
    queryRows<{ id: number }>(
      db,
      sql`select ${debtors.id} as id from ${debtors}
        where ${debtors.saldoCents} <> coalesce((select sum(${bookings.amountCents}) from ${bookings}
          where ${bookings.debtorId} = ${debtors.id}), 0)`,
    );
  return { complex, people, callers, charge, ledger, debtorOf, unbalanced };
};

describe.each(testDatabaseKinds())("debtors' ledgers, on the %s database", (kind) => {
  const testApp = useTestApp(kind);

  it("charges a month's contributions once, books payments and corrections, and the balance is their sum", async () => {
    const w = await ledgerWorld(testApp());
    // Anna's quarter: 300.00 + 2.50 a year; a month 25.00 + 0.21. Bram's: 900.00 + 7.50; a month 75.00 + 0.63.
    expect((await w.charge(2026, 3)).body).toEqual({ charged: 2, totalCents: 2521 + 7563 });
    expect((await w.charge(2026, 3)).body).toEqual({ charged: 0, totalCents: 0 });
    // December pays what the other eleven months leave of the year: 0.19 of Anna's reserve.
    expect((await w.charge(2026, 12)).body).toEqual({ charged: 2, totalCents: 2519 + 7557 });
    // Until a new budget is adopted, the one in force is charged.
    expect((await w.charge(2027, 1)).body.charged).toBe(2);
    const none = await w.charge(2025, 12);
    expect([none.status, none.body.code]).toEqual([409, 'noBudgetInForce']);

    const anna = await w.debtorOf(w.people.anna.id);
    const path = `/api/app/office/debtors/${String(anna.id)}/bookings`;
    const paid = (await w.callers.admin('POST', path, {
      kind: 'payment',
      bookedOn: '2026-03-02',
      description: 'Overboeking maart',
      amountCents: 2521,
    })) as Answer<OfficeLedger>;
    expect(paid.status).toBe(200);
    const charged = (await w.callers.admin('POST', path, {
      kind: 'charge',
      bookedOn: '2026-03-02',
      description: 'Sleutel bijmaken',
      amountCents: 1500,
    })) as Answer<OfficeLedger>;
    expect(charged.body.balanceCents).toBe(-2521 - 2519 - 2521 + 2521 - 1500);
    expect(
      charged.body.bookings.map(({ bookedOn, kind, amountCents, balanceCents, month }) => [
        bookedOn,
        kind,
        amountCents,
        balanceCents,
        month,
      ]),
    ).toEqual([
      ['2027-01-01', 'contribution', -2521, -6540, 1],
      ['2026-12-01', 'contribution', -2519, -4019, 12],
      ['2026-03-02', 'charge', -1500, -1500, null],
      ['2026-03-02', 'payment', 2521, 0, null],
      ['2026-03-01', 'contribution', -2521, -2521, 3],
    ]);

    // A correction reverses one booking, once, dated today (the test's clock: 2 March 2026).
    const key = charged.body.bookings[2]?.id ?? 0;
    const corrected = (await w.callers.admin(
      'POST',
      `/api/app/office/bookings/${String(key)}/correction`,
    )) as Answer<OfficeLedger>;
    expect(corrected.body.balanceCents).toBe(-6540 + 1500);
    const reversal = corrected.body.bookings.find((booking) => booking.correctsId === key);
    expect(reversal).toMatchObject({ kind: 'correction', amountCents: 1500, bookedOn: '2026-03-02' });
    expect(corrected.body.bookings.find((booking) => booking.id === key)?.corrected).toBe(true);
    const twice = await w.callers.admin('POST', `/api/app/office/bookings/${String(key)}/correction`);
    expect([twice.status, (twice.body as { code: string }).code]).toEqual([409, 'bookingCorrected']);
    const ofCorrection = await w.callers.admin(
      'POST',
      `/api/app/office/bookings/${String(reversal?.id ?? 0)}/correction`,
    );
    expect((ofCorrection.body as { code: string }).code).toBe('correctionNotCorrected');

    // Bad bookings are refused and change nothing.
    for (const [body, code] of [
      [{ kind: 'payment', bookedOn: '2026-03-03', description: 'Later', amountCents: 100 }, 'bookedLater'],
      [{ kind: 'payment', bookedOn: '2026-03-02', description: 'Niets', amountCents: 0 }, 'invalidRequest'],
      [{ kind: 'refund', bookedOn: '2026-03-02', description: 'Terug', amountCents: 100 }, 'invalidRequest'],
      [{ kind: 'charge', bookedOn: '2026-03-02', description: ' ', amountCents: 100 }, 'invalidRequest'],
    ] as const) {
      const refused = await w.callers.admin('POST', path, body);
      expect([refused.status, (refused.body as { code: string }).code]).toEqual([400, code]);
    }
    expect((await w.ledger(w.people.anna.id)).bookings).toHaveLength(6);
    expect(await w.unbalanced()).toEqual([]);

    // The debtor reads their newest bookings; the request-app's balance is the same sum.
    const vve = String(w.complex.id);
    const own = (await w.callers.anna('GET', `/api/app/debiteur/${vve}/bookings`)).body as Booking[];
    expect(own.map((booking) => booking.balanceCents)[0]).toBe(-5040);
    expect((await w.callers.anna('GET', `/api/app/debiteur/${vve}`)).body).toMatchObject({ saldo: -50.4 });
    expect((await w.callers.tenant('GET', `/api/app/debiteur/${vve}/bookings`)).body).toEqual([]);
  });
});
