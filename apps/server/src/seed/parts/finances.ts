import { budgetLines, budgets, debtors, financialYears } from '../../db/schema/finance';
import type { SeedPart } from '../seed-part';
import { complexIdOf, dateFrom, userIdOf } from '../seed-lookups';
import { HET_ANKER, PARKZICHT } from './complexes';

/** A year's contribution per item, in cents; the monthly instalment is a twelfth. */
const contributionLines = [
  ['Servicekosten', 138_000],
  ['Reservefonds groot onderhoud', 84_000],
  ['Opstalverzekering', 21_600],
] as const;

const demoDebtors = [
  // Owes an amount, pays by direct debit.
  { username: 'owner', complex: HET_ANKER, saldoCents: -12_550, directDebit: true },
  // Paid ahead, no direct debit.
  { username: 'owner2', complex: PARKZICHT, saldoCents: 4_000, directDebit: false },
] as const;

/** Debtor records, financial years with an old and an active budget, and each debtor's lines. */
export const financesSeed: SeedPart = {
  name: 'finances',
  run: async ({ db, now }) => {
    const year = now.getUTCFullYear();
    for (const debtor of demoDebtors) {
      const complexId = await complexIdOf(db, debtor.complex);
      const [row] = await db
        .insert(debtors)
        .values({
          complexId,
          userId: await userIdOf(db, debtor.username),
          saldoCents: debtor.saldoCents,
          incassoGetekendOp: debtor.directDebit ? dateFrom(now, -400) : null,
          incassoRekeningNummer: debtor.directDebit ? 'NL20 INGB 0001 2345 67' : null,
        })
        .returning({ id: debtors.id });
      if (!row) throw new Error('debtor not created');
      for (const [offset, active] of [
        [-1, false],
        [0, true],
      ] as const) {
        const [financialYear] = await db
          .insert(financialYears)
          .values({ complexId, year: year + offset })
          .returning({ id: financialYears.id });
        if (!financialYear) throw new Error('financial year not created');
        const [budget] = await db
          .insert(budgets)
          .values({ financialYearId: financialYear.id, active })
          .returning({ id: budgets.id });
        if (!budget) throw new Error('budget not created');
        // Last year's contributions were 4% lower.
        const factor = active ? 1 : 0.96;
        await db.insert(budgetLines).values(
          contributionLines.map(([omschrijving, totaal]) => ({
            budgetId: budget.id,
            debtorId: row.id,
            omschrijving,
            totaalCents: Math.round(totaal * factor),
            totaalPerMaandCents: Math.round((totaal * factor) / 12),
          })),
        );
      }
    }
  },
};
