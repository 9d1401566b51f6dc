import { OFFICE_KEY } from '../../../lib/office-key';

/**
 * The query keys of ledgers: the back office's under its root key (a change elsewhere in the back office refreshes
 * them too), and a debtor's own newest bookings.
 */
export const ledgerKeys = {
  all: () => [...OFFICE_KEY, 'ledger'] as const,
  /** A debtor's ledger: whose account, its balance and every booking. */
  ledger: (debtorId: number) => [...ledgerKeys.all(), debtorId] as const,
  own: (vveId: number) => ['ledger', 'own', vveId] as const,
};
