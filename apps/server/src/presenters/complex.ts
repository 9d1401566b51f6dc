import type { DetailsAnswer, Vve } from '@vve/contract/calls/details';
import type { complexes } from '../db/schema/complexes';

/** The request-app's start: the user's name and complexes by id. */
export const presentDetails = (
  name: string,
  complexList: readonly { id: number; naam: string }[],
): DetailsAnswer => ({
  name,
  vves: Object.fromEntries(complexList.map((complex) => [String(complex.id), complex.naam])),
});

/** A complex as its residents see it (spec §3): budgets only under financial management. */
export const presentComplex = (
  complex: typeof complexes.$inferSelect,
  meetingStarts: readonly { startsAt: Date }[],
  budgetIds: readonly { id: number }[],
): Vve => ({
  omschrijving: complex.omschrijving,
  financieelBeheer: complex.financieelBeheer,
  actieveBegrotingIds: complex.financieelBeheer ? budgetIds.map((budget) => budget.id) : [],
  vergaderingen: meetingStarts.map((meeting) => meeting.startsAt.toISOString()),
});
