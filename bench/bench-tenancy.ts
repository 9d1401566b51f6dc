/** The rental contract columns of a tenant's row in the import benchmarks' files. */
export const BENCH_TENANCY = {
  rent: '1150.50',
  start_date: '2026-01-01',
  deposit: '2301.00',
  notice_period_months: '1',
  landlord_account: 'NL91ABNA0417164300',
  automatic_collection: 'yes',
};
