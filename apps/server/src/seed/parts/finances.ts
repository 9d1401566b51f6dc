import type { BudgetItemPayload } from '@vve/contract/calls/budgets';
import { adoptBudget, createBudget, saveBudgetItems } from '../../commands/budgets';
import { book } from '../../commands/ledger';
import { isoDay } from '../../lib/clock';
import { debtors } from '../../db/schema/finance';
import type { SeedPart } from '../seed-part';
import { complexIdOf, dateFrom, userIdOf } from '../seed-lookups';
import { HET_ANKER, PARKZICHT } from './complexes';

const demoDebtors = [
  // Owes an amount, pays by direct debit.
  { username: 'owner', complex: HET_ANKER, saldoCents: -12_550, directDebit: true },
  // Paid ahead, no direct debit.
  { username: 'owner2', complex: PARKZICHT, saldoCents: 4_000, directDebit: false },
] as const;

/**
 * The items of each complex's budget of last year and this year, in cents. By the cost shares, the demo owner of
 * Het Anker (1,720 of 4,380 parts) pays 1,380.00 + 840.00 + 216.00 this year, and 4 % less last year; Parkzicht's
 * two units have a part each, so each pays half.
 */
const demoBudgets = [
  {
    complex: HET_ANKER,
    lastYear: [337_362, 205_350, 52_803],
    thisYear: [351_417, 213_906, 55_003],
  },
  {
    complex: PARKZICHT,
    lastYear: [264_960, 161_280, 41_472],
    thisYear: [276_000, 168_000, 43_200],
  },
] as const;

const items = (amounts: readonly number[]): BudgetItemPayload[] =>
  [
    { category: 'management', description: 'Servicekosten' },
    { category: 'reserve', description: 'Reservefonds groot onderhoud' },
    { category: 'insurance', description: 'Opstalverzekering' },
  ].map((item, index) => ({ ...item, amountCents: amounts[index] ?? 0 }) as BudgetItemPayload);

/**
 * The demo owners' debtor accounts with their balance as it came over (booked a month ago), and the budgets of last year and this year of the complexes with financial
 * management, drawn up and adopted as the administrator does (each at the start of its year); adopting them opens
 * the accounts of the other owners.
 */
export const financesSeed: SeedPart = {
  name: 'finances',
  run: async ({ db, now }) => {
    const admin = { userId: await userIdOf(db, 'admin'), at: now };
    for (const debtor of demoDebtors) {
      const [account] = await db
        .insert(debtors)
        .values({
          complexId: await complexIdOf(db, debtor.complex),
          userId: await userIdOf(db, debtor.username),
          saldoCents: 0,
          incassoGetekendOp: debtor.directDebit ? dateFrom(now, -400) : null,
          incassoRekeningNummer: debtor.directDebit ? 'NL20 INGB 0001 2345 67' : null,
        })
        .returning({ id: debtors.id });
      if (!account) throw new Error('debtor not created');
      const opening = { kind: 'opening', description: '', amountCents: debtor.saldoCents } as const;
      await book(db, admin, [{ ...opening, debtorId: account.id, bookedOn: dateFrom(now, -30) }]);
    }
    const year = now.getUTCFullYear();
    for (const budget of demoBudgets) {
      const complexId = await complexIdOf(db, budget.complex);
      for (const [offset, amounts] of [
        [-1, budget.lastYear],
        [0, budget.thisYear],
      ] as const) {
        const id = await createBudget(db, { complexId, year: year + offset, ...admin });
        await saveBudgetItems(db, { id, items: items(amounts), ...admin });
        const adoptedOn = `${String(year + offset - 1)}-12-10`;
        await adoptBudget(db, { id, adoptedOn, decisionItemId: null, today: isoDay(now), ...admin });
      }
    }
  },
};
