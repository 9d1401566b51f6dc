/** Amounts are stored in cents and answered in euros. */
export const euros = (cents: number): number => cents / 100;

/** Euros as typed (at most 2 decimals, checked by the contract) in cents, as stored. */
export const cents = (euros: number): number => Math.round(euros * 100);
