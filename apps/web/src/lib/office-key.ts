/**
 * The root of every query key of the back office: a change there invalidates it, so that every list and detail
 * of the back office (the inbox, a request with its work orders, the work orders) is fetched again.
 */
export const OFFICE_KEY = ['office'] as const;
