import { budgetsCalls } from '@vve/contract/calls/budgets';
import { adoptBudget, createBudget, removeBudget, saveBudgetItems } from '../commands/budgets';
import { isoDay } from '../lib/clock';
import { ownedComplex } from '../policies/resident-complexes';
import { readOfficeBudget, readOfficeBudgets, readOwnerBudget } from '../reads/budgets';
import { callRoutes } from './define-route';

/** A complex's yearly budgets: administrators draw them up and adopt them; owners read the one in force. */
export const budgetRoutes = callRoutes((route, { db, clock }) => {
  route(budgetsCalls.officeBudgets, {
    handler: ({ params: { id } }) => readOfficeBudgets(db, id),
  });

  route(budgetsCalls.createBudget, {
    handler: async ({ user, params: { id }, body }) =>
      readOfficeBudget(db, await createBudget(db, { ...body, complexId: id, userId: user.id, at: clock() })),
  });

  route(budgetsCalls.officeBudget, {
    handler: ({ params: { id } }) => readOfficeBudget(db, id),
  });

  route(budgetsCalls.saveBudgetItems, {
    handler: async ({ user, params: { id }, body }) => {
      await saveBudgetItems(db, { ...body, id, userId: user.id, at: clock() });
      return readOfficeBudget(db, id);
    },
  });

  route(budgetsCalls.adoptBudget, {
    handler: async ({ user, params: { id }, body }) => {
      const at = clock();
      await adoptBudget(db, { ...body, id, userId: user.id, at, today: isoDay(at) });
      return readOfficeBudget(db, id);
    },
  });

  route(budgetsCalls.removeBudget, {
    handler: async ({ user, params: { id } }) => {
      await removeBudget(db, { id, userId: user.id, at: clock() });
      return { id };
    },
  });

  route(budgetsCalls.ownerBudget, {
    handler: async ({ user, params: { vveId } }) => {
      const complex = await ownedComplex(db, user.id, vveId);
      return readOwnerBudget(db, complex.id, user.id, clock().getUTCFullYear());
    },
  });
});
