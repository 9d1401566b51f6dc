import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerCalls, type Booking, type OfficeLedger } from '@vve/contract/calls/ledger';
import { apiCall } from '../../../lib/api-client';
import { ledgerKeys } from './ledger-keys';

export const getOfficeLedger = (debtorId: number): Promise<OfficeLedger> =>
  apiCall(ledgerCalls.officeLedger, { params: { id: debtorId } });

/** A debtor's ledger: whose account it is, its balance and every booking, newest first; loaded while `enabled`. */
export const useOfficeLedger = (debtorId: number, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: ledgerKeys.ledger(debtorId),
      queryFn: () => getOfficeLedger(debtorId),
      enabled,
    }),
  );

export const getOwnBookings = (vveId: number): Promise<Booking[]> =>
  apiCall(ledgerCalls.ownBookings, { params: { vveId } });

/** The user's newest bookings as a debtor of a complex, newest first (none when they are no debtor there). */
export const useOwnBookings = (vveId: number) =>
  useQuery(queryOptions({ queryKey: ledgerKeys.own(vveId), queryFn: () => getOwnBookings(vveId) }));
