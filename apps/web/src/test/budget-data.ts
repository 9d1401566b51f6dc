import type { BudgetSummary, OfficeBudget, OwnerBudget } from '@vve/contract/calls/budgets';
import type { OfficeDecision } from '@vve/contract/calls/meeting-votes';
import { officeDecisions } from './meeting-data';

/** Answers of budgets for screen tests: Het Anker's, shaped like the demo data. */

/** Het Anker's budgets: the draft of 2027 and the adopted one of 2026. */
export const budgetSummaries: BudgetSummary[] = [
  { id: 40, year: 2027, adoptedOn: null, totalCents: 1_203_456 },
  { id: 39, year: 2026, adoptedOn: '2025-12-10', totalCents: 1_150_000 },
];

/** The draft of 2027: three items, the plan's reserve for 2027, and its two units' parts of the saved items. */
export const draftBudget = (change: Partial<OfficeBudget> = {}): OfficeBudget => ({
  id: 40,
  year: 2027,
  adoptedOn: null,
  totalCents: 1_203_456,
  complex: { id: 1, naam: 'VvE Het Anker' },
  items: [
    { id: 401, category: 'management', description: 'Beheerkosten', amountCents: 480_000 },
    { id: 402, category: 'insurance', description: 'Opstalverzekering', amountCents: 123_456 },
    { id: 403, category: 'reserve', description: 'Reservefonds', amountCents: 600_000 },
  ],
  planReserveCents: 650_000,
  decision: null,
  units: [
    {
      unitId: 11,
      indexNr: 'HA-005',
      adres: 'Kadijksplein 5-2',
      costShare: 1250,
      payer: 'Jan de Vries',
      yearlyCents: 506_505,
      monthlyCents: 42_209,
    },
    {
      unitId: 12,
      indexNr: 'HA-012',
      adres: 'Kadijksplein 12-3',
      costShare: 1720,
      payer: null,
      yearlyCents: 696_951,
      monthlyCents: 58_079,
    },
  ],
  ...change,
});

/** A decision of Het Anker's meeting of 1 March 2026 besides the plan's. */
const decision = (
  itemId: number,
  number: number,
  title: string,
  outcome: 'adopted' | 'rejected',
): OfficeDecision => ({
  meetingId: 7,
  meetingStartsAt: '2026-03-01T18:30:00.000Z',
  itemId,
  number,
  title,
  adoptsPlan: false,
  result: {
    for: outcome === 'adopted' ? 155 : 62,
    against: outcome === 'adopted' ? 62 : 155,
    abstained: 0,
    cast: 217,
    present: 217,
    total: 217,
    quorumNeeded: null,
    outcome,
    closedAt: '2026-03-01T20:00:00.000Z',
  },
  workOrders: [],
});

/** The decisions of Het Anker's meetings: the plan's and the budget's carried, the lift's rejected. */
export const budgetDecisions: OfficeDecision[] = [
  ...officeDecisions,
  decision(73, 3, 'Vaststellen begroting 2027', 'adopted'),
  decision(74, 4, 'Nieuwe lift', 'rejected'),
];

/** The draft of 2027 once adopted on 1 December 2026 by item 3 of the meeting of 1 March 2026. */
export const adoptedBudget = (): OfficeBudget =>
  draftBudget({
    adoptedOn: '2026-12-01',
    decision: { meetingId: 7, itemId: 73, number: 3, title: 'Vaststellen begroting 2027' },
  });

/** What the owner of HA-005 reads of Het Anker's budget in force. */
export const ownerBudget: NonNullable<OwnerBudget> = {
  year: 2026,
  adoptedOn: '2025-12-10',
  items: [
    { category: 'management', description: 'Beheerkosten', amountCents: 480_000 },
    { category: 'energy', description: 'Stroom trappenhuis en lift', amountCents: 70_000 },
    { category: 'reserve', description: 'Reservefonds', amountCents: 600_000 },
  ],
  totalCents: 1_150_000,
  ownYearlyCents: 484_007,
  ownMonthlyCents: 40_334,
};
