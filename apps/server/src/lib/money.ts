/** Amounts are stored in cents and answered in euros. */
export const euros = (cents: number): number => cents / 100;
