/**
 * Issue 36's reconciliation over a generated portfolio: every complex with financial management whose units all
 * have an owner adopts a budget by its cost shares, three months of contributions are charged, some owners pay and
 * some payments are corrected; then every balance is the sum of its bookings, every budget item is charged to its
 * owners to the cent, and every month's charges are the sum of the debtors' instalments.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instalments } from '@vve/contract/rules/budget';
import { adoptBudget, createBudget, saveBudgetItems } from '../apps/server/src/commands/budgets';
import { chargeContributions, correctBooking, createBooking } from '../apps/server/src/commands/ledger';
import { queryRows } from '../apps/server/src/db/database';
import { createTestApp, type TestApp } from '../apps/server/test/test-app';
import { testDatabaseKinds } from '../apps/server/test/test-database';
import { loadDataset } from './scale-data/load-dataset';
import { scaledDataset } from './scale-data/scale';

/** 50 complexes of 20 units, 800 owners: the first 40 complexes are owned whole. */
const MONEY_TEST_SCALE = 0.01;
const YEAR = 2027;
const MONTHS = [1, 2, 3];

describe.each(testDatabaseKinds())("a portfolio's money on the %s database", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await loadDataset(testApp.database, scaledDataset(MONEY_TEST_SCALE));
  }, 180_000);
  afterAll(() => testApp.close());

  it('reconciles: balances are the sums of their bookings, and every item and month is charged to the cent', async () => {
    const { db } = testApp;
    const change = { userId: 1, at: new Date('2027-03-15T09:00:00Z') };
    const owned = await queryRows<{ id: number }>(
      db,
      sql`select c.id from complexes c where c.financieel_beheer
        and not exists (select 1 from units u where u.complex_id = c.id
          and not exists (select 1 from unit_owners o where o.unit_id = u.id))
        order by c.id`,
    );
    expect(owned.length).toBeGreaterThan(10);
    for (const { id: complexId } of owned) {
      const budgetId = await createBudget(db, { ...change, complexId, year: YEAR });
      await saveBudgetItems(db, {
        ...change,
        id: budgetId,
        items: [
          { category: 'management', description: 'Beheer', amountCents: 1_234_567 + complexId },
          { category: 'insurance', description: 'Opstal', amountCents: 98_765 },
          { category: 'reserve', description: 'Reservefonds', amountCents: 5_000_003 * complexId },
        ],
      });
      await adoptBudget(db, {
        ...change,
        id: budgetId,
        adoptedOn: '2026-12-10',
        decisionItemId: null,
        today: '2027-03-15',
      });
      for (const month of MONTHS) await chargeContributions(db, { ...change, complexId, year: YEAR, month });
    }
    const debtors = await queryRows<{ id: number }>(db, sql`select id from debtors order by id`);
    for (const [index, { id: debtorId }] of debtors.entries()) {
      if (index % 3 !== 0) continue;
      await createBooking(db, {
        ...change,
        debtorId,
        kind: 'payment',
        bookedOn: '2027-03-01',
        description: 'Overboeking',
        amountCents: 10_001 + index,
      });
    }
    const payments = await queryRows<{ id: number }>(
      db,
      sql`select id from bookings where kind = 'payment' order by id`,
    );
    for (const [index, { id: bookingId }] of payments.entries()) {
      if (index % 5 === 0) await correctBooking(db, { ...change, bookingId });
    }

    const unbalanced = await queryRows<{ id: number }>(
      db,
      sql`select d.id from debtors d
        where d.saldo_cents <> coalesce((select sum(b.amount_cents) from bookings b where b.debtor_id = d.id), 0)`,
    );
    expect(unbalanced).toEqual([]);
    const uncovered = await queryRows<{ id: number }>(
      db,
      sql`select i.id from budget_items i
        where i.amount_cents <> (select coalesce(sum(l.totaal_cents), 0) from budget_lines l where l.budget_item_id = i.id)`,
    );
    expect(uncovered).toEqual([]);
    const lines = await queryRows<{ budgetId: number; debtorId: number; yearly: number }>(
      db,
      sql`select budget_id as "budgetId", debtor_id as "debtorId", totaal_cents as yearly from budget_lines
        where budget_item_id is not null`,
    );
    const expected = new Map<string, number>();
    for (const line of lines) {
      for (const month of MONTHS) {
        const key = `${String(line.budgetId)} ${String(month)}`;
        expected.set(key, (expected.get(key) ?? 0) - (instalments(line.yearly)[month - 1] ?? 0));
      }
    }
    const charged = await queryRows<{ budgetId: number; month: number; total: number }>(
      db,
      sql`select budget_id as "budgetId", month, sum(amount_cents)::bigint::integer as total from bookings
        where kind = 'contribution' group by budget_id, month`,
    );
    expect(charged).toHaveLength(expected.size);
    for (const { budgetId, month, total } of charged) {
      expect(total, `budget ${String(budgetId)}, month ${String(month)}`).toBe(
        expected.get(`${String(budgetId)} ${String(month)}`),
      );
    }
  }, 120_000);
});
