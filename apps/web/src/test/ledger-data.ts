import type { Booking, OfficeLedger } from '@vve/contract/calls/ledger';

/** Answers of ledgers for screen tests: Jan de Vries's debtor account with Het Anker, shaped like the demo data. */

const booking = (
  id: number,
  bookedOn: string,
  kind: Booking['kind'],
  amountCents: number,
  balanceCents: number,
  change: Partial<Booking> = {},
): Booking => ({
  id,
  bookedOn,
  kind,
  description: '',
  amountCents,
  balanceCents,
  month: null,
  correctsId: null,
  corrected: false,
  ...change,
});

/**
 * Jan de Vries's bookings, newest first: the balance corrected by the administrator, the correction of the
 * charge of 20 November, a payment, December's and November's contributions, the corrected charge, and the
 * opening balance.
 */
export const ledgerBookings: Booking[] = [
  booking(57, '2026-12-06', 'correction', 209, -42_000),
  booking(56, '2026-12-05', 'correction', 2_500, -42_209, { correctsId: 53 }),
  booking(55, '2026-12-03', 'payment', 54_759, -44_709, { description: 'Overboeking december' }),
  booking(54, '2026-12-01', 'contribution', -42_209, -99_468, { month: 12 }),
  booking(53, '2026-11-20', 'charge', -2_500, -57_259, { description: 'Sleutel bijmaken', corrected: true }),
  booking(52, '2026-11-01', 'contribution', -42_209, -54_759, { month: 11 }),
  booking(51, '2026-10-15', 'opening', -12_550, -12_550),
];

/** Debtor account 3 (of person 7 with complex 1) with its bookings: € 420.00 due. */
export const officeLedger = (change: Partial<OfficeLedger> = {}): OfficeLedger => ({
  debtor: { id: 3, personId: 7, name: 'Jan de Vries', complexId: 1, complexName: 'VvE Het Anker' },
  balanceCents: -42_000,
  bookings: ledgerBookings,
  ...change,
});

/** The ledger with a new booking on top: its balance moved by its amount. */
export const withBooking = (
  ledger: OfficeLedger,
  entry: Pick<Booking, 'id' | 'bookedOn' | 'kind' | 'amountCents'> & Partial<Booking>,
  corrected?: number,
): OfficeLedger => {
  const balanceCents = ledger.balanceCents + entry.amountCents;
  return {
    ...ledger,
    balanceCents,
    bookings: [
      booking(entry.id, entry.bookedOn, entry.kind, entry.amountCents, balanceCents, entry),
      ...ledger.bookings.map((other) => (other.id === corrected ? { ...other, corrected: true } : other)),
    ],
  };
};
