import type { OwnerPlanSummary } from '@vve/contract/calls/maintenance-plan';

/** Answers of the owner's maintenance plan call for screen tests, shaped like the demo data. */

/** VvE Het Anker's plan, adopted on 12 March 2025: big works in 2026 and 2028, smaller work in 2026 and 2027. */
export const adoptedPlan: OwnerPlanSummary = {
  complex: { id: 1, naam: 'VvE Het Anker' },
  adoptedOn: '2025-03-12',
  works: [
    { year: 2026, element: 'Flat roof', activity: 'replace', description: 'Bitumen roofing', cost: 48_500 },
    { year: 2026, element: null, activity: 'other', description: 'Supervision of the works', cost: 3_200 },
    { year: 2028, element: 'Window frames', activity: 'paint', description: '', cost: 12_750.5 },
  ],
  smallerWork: [
    { year: 2026, cost: 1_840 },
    { year: 2027, cost: 960 },
  ],
  reserveNow: 125_300,
  yearlyContribution: 36_000,
};

/** A complex whose members' meeting has not adopted a plan yet. */
export const noAdoptedPlan: OwnerPlanSummary = {
  complex: { id: 1, naam: 'VvE Het Anker' },
  adoptedOn: null,
  works: [],
  smallerWork: [],
  reserveNow: null,
  yearlyContribution: null,
};
