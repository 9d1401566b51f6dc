/** What a person reads when a field of the maintenance plan is not valid: the form's and the import's texts. */
export const PLAN_MESSAGES = {
  quantity: 'A quantity is a number above 0 with at most two decimals.',
  unitPrice: 'A price is an amount of 0 euros or more, with at most two decimals.',
  amount: 'An amount has at most two decimals and lies within a billion euros.',
  year: 'A year lies between 2000 and 2100.',
  cycle: 'A cycle is a whole number of 1 to 100 years, or none for work done once.',
  horizon: 'A plan covers 10 to 40 years.',
  percentage: 'A percentage lies between 0 and 25, with at most two decimals.',
  description: 'Work of the kind ‘other’ needs a description.',
  vatRate: 'A VAT rate is 0, 9 or 21 percent.',
  contributionYears: 'Give each year’s own contribution once, for a year of the plan.',
} as const;
