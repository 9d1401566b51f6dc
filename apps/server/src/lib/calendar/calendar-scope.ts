/**
 * Whose calendar: the back office's (every complex, or one), or a person's own: the convened meetings of the
 * complexes they own units in, and their supplier organisation's open tasks and work orders. The policy
 * (policies/calendar) decides it; the queries (queries/calendar) keep to it.
 */
export type CalendarScope =
  | { kind: 'office'; complexId?: number }
  | { kind: 'person'; ownedComplexIds: readonly number[]; supplierId: number | null };
