import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  budgetsCalls,
  type BudgetSummary,
  type OfficeBudget,
  type OwnerBudget,
} from '@vve/contract/calls/budgets';
import { apiCall } from '../../../lib/api-client';
import { budgetKeys } from './budget-keys';

export const getOfficeBudgets = (complexId: number): Promise<BudgetSummary[]> =>
  apiCall(budgetsCalls.officeBudgets, { params: { id: complexId } });

/** A complex's budgets, the newest year first, loaded while `enabled`. */
export const useOfficeBudgets = (complexId: number, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: budgetKeys.ofComplex(complexId),
      queryFn: () => getOfficeBudgets(complexId),
      enabled,
    }),
  );

export const getOfficeBudget = (id: number): Promise<OfficeBudget> =>
  apiCall(budgetsCalls.officeBudget, { params: { id } });

/** One budget with its items, the maintenance plan's reserve for its year and what each unit pays of it. */
export const useOfficeBudget = (id: number, enabled = true) =>
  useQuery(queryOptions({ queryKey: budgetKeys.budget(id), queryFn: () => getOfficeBudget(id), enabled }));

export const getOwnerBudget = (vveId: number): Promise<OwnerBudget> =>
  apiCall(budgetsCalls.ownerBudget, { params: { vveId } });

/**
 * The budget in force of a complex the owner owns a unit in, with their own part: null while none is adopted; 404
 * to anyone who owns no unit there.
 */
export const useOwnerBudget = (vveId: number) =>
  useQuery(queryOptions({ queryKey: budgetKeys.owner(vveId), queryFn: () => getOwnerBudget(vveId) }));
