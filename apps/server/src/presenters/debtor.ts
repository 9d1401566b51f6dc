import type { Boekjaar, Debiteur } from '@vve/contract/calls/finance';
import type { budgetLines, debtors } from '../db/schema/finance';
import { euros } from '../lib/money';

/** A debtor's balance, and their direct debit mandate when they signed one. */
export const presentDebtor = (debtor: typeof debtors.$inferSelect): Debiteur => {
  const { incassoGetekendOp: signedOn, incassoRekeningNummer: account } = debtor;
  return {
    saldo: euros(debtor.saldoCents),
    incassoMachtiging:
      signedOn !== null && account !== null ? { getekendOp: signedOn, rekeningNummer: account } : null,
  };
};

/** The financial years of a complex, each with its budgets and the debtor's own lines in them. */
export const presentFinancialYears = (
  years: readonly { yearId: number; budgetId: number }[],
  ownLines: readonly (typeof budgetLines.$inferSelect)[],
): Boekjaar[] => {
  const byYear = new Map<number, Boekjaar['begrotingen']>();
  for (const { yearId, budgetId } of years) {
    const regels = ownLines
      .filter((line) => line.budgetId === budgetId)
      .map((line) => ({ totaal: euros(line.totaalCents), totaalPerMaand: euros(line.totaalPerMaandCents) }));
    byYear.set(yearId, [...(byYear.get(yearId) ?? []), { id: budgetId, regels }]);
  }
  return [...byYear.values()].map((begrotingen) => ({ begrotingen }));
};
