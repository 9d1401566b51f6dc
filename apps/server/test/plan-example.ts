import type { PlanLinePayload, PlanTerms } from '@vve/contract/calls/maintenance-plan';

/** The README's worked example: prices of 2026, 2 % indexation, ten years, a reserve of 20,000 and 6,000 a year. */
export const terms: PlanTerms = {
  priceDate: '2026-01-01',
  indexation: 2,
  startYear: 2026,
  horizon: 10,
  reserveAtStart: 20_000,
  yearlyContribution: 6000,
  contributionByYear: [],
  interestRate: 1,
  rebuildValue: 2_400_000,
};

/** The roof's replacement in 2030, about an element of the register or none. */
export const roofLine = (elementId: number | null): PlanLinePayload => ({
  elementId,
  activity: 'replace',
  description: 'Bitumen dakbedekking vervangen',
  quantity: 400,
  unit: 'm2',
  unitPrice: 60,
  vatRate: 21,
  firstYear: 2030,
  cycle: 25,
  note: '',
});
/** The painting from 2027 every 7 years, without an element. */
export const paintLine: PlanLinePayload = {
  elementId: null,
  activity: 'paint',
  description: 'Buitenschilderwerk',
  quantity: 1,
  unit: 'pst',
  unitPrice: 8000,
  vatRate: 21,
  firstYear: 2027,
  cycle: 7,
  note: 'Kozijnen en deuren',
};
