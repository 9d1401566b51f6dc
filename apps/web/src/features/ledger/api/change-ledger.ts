import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ledgerCalls,
  type BookingPayload,
  type ContributionMonthPayload,
  type ContributionsCharged,
  type OfficeLedger,
} from '@vve/contract/calls/ledger';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { OFFICE_KEY } from '../../../lib/office-key';
import { ledgerKeys } from './ledger-keys';

export const createBooking = (debtorId: number, body: BookingPayload): Promise<OfficeLedger> =>
  apiCall(ledgerCalls.createBooking, { params: { id: debtorId }, body });

export const correctBooking = (bookingId: number): Promise<OfficeLedger> =>
  apiCall(ledgerCalls.correctBooking, { params: { id: bookingId } });

export const chargeContributions = (
  complexId: number,
  body: ContributionMonthPayload,
): Promise<ContributionsCharged> =>
  apiCall(ledgerCalls.chargeContributions, { params: { id: complexId }, body });

/**
 * A balance changed: every answer of the back office that shows one (a person's debtor accounts, a ledger) counts as
 * out of date, and loads again where it shows next.
 */
const balancesChanged = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: OFFICE_KEY, refetchType: 'none' });

/**
 * A booking on a debtor's ledger: the server answers the whole ledger, which its page shows from then on. Refused
 * as out of date (409: corrected meanwhile), the ledger loads again, so that the page shows it as it is.
 */
const useLedgerChange = <Input>(debtorId: number, send: (input: Input) => Promise<OfficeLedger>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (ledger) => {
      await balancesChanged(queryClient);
      queryClient.setQueryData(ledgerKeys.ledger(ledger.debtor.id), ledger);
    },
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: ledgerKeys.ledger(debtorId) })
        : undefined,
  });
};

/** Books a one-off charge or a payment on a debtor's ledger. */
export const useCreateBooking = (debtorId: number) =>
  useLedgerChange(debtorId, (body: BookingPayload) => createBooking(debtorId, body));

/** Reverses a booking of a debtor's ledger by a correction dated today. */
export const useCorrectBooking = (debtorId: number) =>
  useLedgerChange(debtorId, (bookingId: number) => correctBooking(bookingId));

/** Charges every debtor of a complex their contribution of a month (once: a debtor charged for it already is not). */
export const useChargeContributions = (complexId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContributionMonthPayload) => chargeContributions(complexId, body),
    onSuccess: () => balancesChanged(queryClient),
  });
};
