import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDate } from '../primitives';
import { IdParams, VveParams } from './params';

/**
 * What a booking on a debtor's ledger is: the balance they had when their account came to us, a month's
 * contribution by the budget, a one-off charge, a payment, or a correction (of one booking, or of the balance).
 */
export const BookingKind = z.enum(['opening', 'contribution', 'charge', 'payment', 'correction']);
export type BookingKind = z.infer<typeof BookingKind>;

/** The largest amount of one booking, in cents (€ 10,000,000.00). */
export const MAX_BOOKING_CENTS = 1_000_000_000;
/** A booking's description has at most this many characters. */
export const MAX_BOOKING_DESCRIPTION = 140;
/** How many of their newest bookings an owner reads. */
export const OWN_BOOKINGS = 20;

/** A booking as the ledger shows it: its effect on the balance (negative: owed), and the balance after it. */
export const Booking = z.object({
  id: Id,
  bookedOn: IsoDate,
  kind: BookingKind,
  description: z.string(),
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
  /** The month of a contribution (1 to 12), else null. */
  month: z.number().int().nullable(),
  /** The booking a correction reverses, else null. */
  correctsId: Id.nullable(),
  /** Whether a later correction reversed it. */
  corrected: z.boolean(),
});
export type Booking = z.infer<typeof Booking>;

/** A debtor's ledger in the back office: whose account it is, its balance, and every booking, newest first. */
export const OfficeLedger = z.object({
  debtor: z.object({ id: Id, personId: Id, name: z.string(), complexId: Id, complexName: z.string() }),
  balanceCents: z.number().int(),
  bookings: z.array(Booking),
});
export type OfficeLedger = z.infer<typeof OfficeLedger>;

/** A one-off charge or a payment the administrator books: its day, what it is for, and its amount (positive). */
export const BookingPayload = z.strictObject({
  kind: z.enum(['charge', 'payment']),
  bookedOn: IsoDate,
  description: z
    .string()
    .trim()
    .min(1, 'Say what the booking is for.')
    .max(MAX_BOOKING_DESCRIPTION, `A description has at most ${String(MAX_BOOKING_DESCRIPTION)} characters.`),
  amountCents: z
    .int('An amount is a whole number of cents.')
    .min(1, 'An amount is more than zero.')
    .max(MAX_BOOKING_CENTS, 'An amount is at most € 10,000,000.00.'),
});
export type BookingPayload = z.infer<typeof BookingPayload>;

/** The month whose contributions are charged: its year and month. */
export const ContributionMonthPayload = z.strictObject({
  year: z.int().min(2000).max(2100),
  month: z.int('A month is 1 to 12.').min(1, 'A month is 1 to 12.').max(12, 'A month is 1 to 12.'),
});
export type ContributionMonthPayload = z.infer<typeof ContributionMonthPayload>;

/** What charging a month's contributions did: how many debtors it charged now, and how much. */
export const ContributionsCharged = z.object({ charged: z.number().int(), totalCents: z.number().int() });
export type ContributionsCharged = z.infer<typeof ContributionsCharged>;

export const ledgerCalls = {
  officeLedger: defineCall({
    method: 'GET',
    path: '/api/app/office/debtors/:id/ledger',
    params: IdParams,
    access: { only: 'administrator', record: 'Debtor' },
    response: OfficeLedger,
  }),
  /** Books a one-off charge or a payment on a debtor's ledger. */
  createBooking: defineCall({
    method: 'POST',
    path: '/api/app/office/debtors/:id/bookings',
    params: IdParams,
    access: { only: 'administrator', record: 'Debtor' },
    body: BookingPayload,
    response: OfficeLedger,
  }),
  /** Reverses a booking by a correction of its own, dated today (409 when it was reversed, or is a reversal). */
  correctBooking: defineCall({
    method: 'POST',
    path: '/api/app/office/bookings/:id/correction',
    params: IdParams,
    access: { only: 'administrator', record: 'Booking' },
    response: OfficeLedger,
  }),
  /**
   * Charges each debtor of a complex their contribution of a month by the budget adopted for its year, on its first
   * day; a debtor charged for that month already is not charged again. 409 without an adopted budget for the year.
   */
  chargeContributions: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/contributions',
    params: IdParams,
    access: { only: 'administrator', record: 'Complex' },
    body: ContributionMonthPayload,
    response: ContributionsCharged,
  }),
  /** The caller's newest bookings as a debtor of a complex (none when they are no debtor there). */
  ownBookings: defineCall({
    method: 'GET',
    path: '/api/app/debiteur/:vveId/bookings',
    params: VveParams,
    response: z.array(Booking),
  }),
};
