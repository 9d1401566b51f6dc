import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  budgetsCalls,
  type BudgetAdoptionPayload,
  type BudgetItemPayload,
  type BudgetSummary,
  type OfficeBudget,
} from '@vve/contract/calls/budgets';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { budgetKeys } from './budget-keys';

export const createBudget = (complexId: number, year: number): Promise<OfficeBudget> =>
  apiCall(budgetsCalls.createBudget, { params: { id: complexId }, body: { year } });

export const saveBudgetItems = (id: number, items: BudgetItemPayload[]): Promise<OfficeBudget> =>
  apiCall(budgetsCalls.saveBudgetItems, { params: { id }, body: { items } });

export const adoptBudget = (id: number, body: BudgetAdoptionPayload): Promise<OfficeBudget> =>
  apiCall(budgetsCalls.adoptBudget, { params: { id }, body });

export const removeBudget = (id: number): Promise<{ id: number }> =>
  apiCall(budgetsCalls.removeBudget, { params: { id } });

/**
 * A change of a budget: the server answers the whole budget, which its page shows from then on, and the complex's
 * list loads again (its status and total change with it). Refused as out of date (409: adopted meanwhile), the
 * budget loads again, so that the page shows it as it is.
 */
const useBudgetChange = <Input>(send: (input: Input) => Promise<OfficeBudget>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (budget) => {
      queryClient.setQueryData(budgetKeys.budget(budget.id), budget);
      return queryClient.invalidateQueries({ queryKey: budgetKeys.ofComplex(budget.complex.id) });
    },
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: budgetKeys.all() })
        : undefined,
  });
};

/** Draws up a complex's draft budget for a year, with the items of its newest adopted budget. */
export const useCreateBudget = (complexId: number) =>
  useBudgetChange((year: number) => createBudget(complexId, year));

/** Replaces a draft's items, all at once, in their order. */
export const useSaveBudgetItems = (id: number) =>
  useBudgetChange((items: BudgetItemPayload[]) => saveBudgetItems(id, items));

/** Adopts a draft as the members' meeting did: every unit's contribution is set by its cost share. */
export const useAdoptBudget = (id: number) =>
  useBudgetChange((body: BudgetAdoptionPayload) => adoptBudget(id, body));

/** Removes a draft: it leaves its complex's list. */
export const useRemoveBudget = (budget: { id: number; complexId: number }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeBudget(budget.id),
    onSuccess: () => {
      queryClient.setQueryData<BudgetSummary[]>(budgetKeys.ofComplex(budget.complexId), (list) =>
        list?.filter((other) => other.id !== budget.id),
      );
      return queryClient.invalidateQueries({ queryKey: budgetKeys.ofComplex(budget.complexId) });
    },
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: budgetKeys.all() })
        : undefined,
  });
};
