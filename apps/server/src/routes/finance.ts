import { financeCalls } from '@vve/contract/calls/finance';
import { ownDebtor } from '../policies/debtors';
import { presentDebtor, presentFinancialYears } from '../presenters/debtor';
import { budgetsByYear, debtorBudgetLines } from '../queries/budgets';
import { callRoutes } from './define-route';

/** The request-app's finance calls (spec §7): only ever the caller's own debtor record. */
export const financeRoutes = callRoutes((route, { db }) => {
  route(financeCalls.isDebiteur, {
    handler: async ({ user, params }) => ({
      isDebtor: (await ownDebtor(db, user.id, params.vveId)) !== undefined,
    }),
  });

  route(financeCalls.debiteur, {
    handler: async ({ user, params }) => {
      const debtor = await ownDebtor(db, user.id, params.vveId);
      return debtor ? presentDebtor(debtor) : null;
    },
  });

  route(financeCalls.boekjaren, {
    handler: async ({ user, params }) => {
      const debtor = await ownDebtor(db, user.id, params.vveId);
      if (!debtor) return [];
      const [years, ownLines] = await Promise.all([
        budgetsByYear(db, debtor.complexId),
        debtorBudgetLines(db, debtor.id),
      ]);
      return presentFinancialYears(years, ownLines);
    },
  });
});
