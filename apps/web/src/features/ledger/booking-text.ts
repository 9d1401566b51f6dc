import type { Booking } from '@vve/contract/calls/ledger';
import { CENTS_PER_EURO } from '../../lib/amount-entry';
import type { Formatters } from '../../lib/format';
import type { TFunction } from '../../lib/i18n/i18n';

/**
 * What a booking is, in the user's language: a charge or a payment by the administrator's description; the
 * bookings the system makes (without one) by their kind: the opening balance, a month's contribution, the
 * correction of a booking (by its day, when it is among `bookings`) or of the balance.
 */
export const bookingWhat = (
  booking: Booking,
  bookings: readonly Booking[],
  t: TFunction,
  { date, month }: Pick<Formatters, 'date' | 'month'>,
): string => {
  switch (booking.kind) {
    case 'opening':
      return t('Opening balance');
    case 'contribution':
      return t('Contribution {{month}}', { month: month(booking.bookedOn) });
    case 'correction': {
      if (booking.correctsId === null) return t('Balance corrected by the administrator');
      const reversed = bookings.find((other) => other.id === booking.correctsId);
      return reversed
        ? t('Correction of the booking of {{date}}', { date: date(reversed.bookedOn) })
        : t('Correction');
    }
    case 'charge':
    case 'payment':
      return booking.description;
  }
};

/** Whether the administrator can still correct a booking: one not corrected yet, and no correction itself. */
export const correctable = (booking: Booking) => !booking.corrected && booking.kind !== 'correction';

/** A balance as the debtor's ledger says it: negative is an amount due, positive is paid in advance. */
export const balanceText = (balanceCents: number, t: TFunction, money: (euros: number) => string): string => {
  const amount = money(Math.abs(balanceCents) / CENTS_PER_EURO);
  if (balanceCents < 0) return t('Balance: {{amount}} due', { amount });
  if (balanceCents > 0) return t('Balance: {{amount}} paid in advance', { amount });
  return t('Balance: {{amount}}', { amount });
};
