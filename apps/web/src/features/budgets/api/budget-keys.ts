import { OFFICE_KEY } from '../../../lib/office-key';

/**
 * The query keys of budgets: the back office's under its root key (a change elsewhere in the back office refreshes
 * them too), and an owner's view of their complex's budget in force.
 */
export const budgetKeys = {
  all: () => [...OFFICE_KEY, 'budgets'] as const,
  /** A complex's budgets, the newest year first. */
  ofComplex: (complexId: number) => [...budgetKeys.all(), 'complex', complexId] as const,
  /** One budget with its items and what each unit pays. */
  budget: (budgetId: number) => [...budgetKeys.all(), 'budget', budgetId] as const,
  owner: (vveId: number) => ['budgets', 'owner', vveId] as const,
};
