import { eq, sql } from 'drizzle-orm';
import type { BookingKind, BookingPayload, ContributionMonthPayload } from '@vve/contract/calls/ledger';
import { instalments } from '@vve/contract/rules/budget';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { bookings, budgetLines, debtors } from '../db/schema/finance';
import { isoDay } from '../lib/clock';
import { found, refusal } from '../lib/http-error';
import { findBudgetInForce } from '../queries/budgets';
import { lockComplexInUse } from './lock-complex';

/** Who books, when. */
interface Change {
  userId: number;
  at: Date;
}

/** A booking as it is written: `amountCents` is its effect on the balance (negative: owed). */
export interface NewBooking {
  debtorId: number;
  bookedOn: string;
  kind: BookingKind;
  description: string;
  amountCents: number;
  budgetId?: number;
  month?: number;
  correctsId?: number;
}

/** Rows a statement inserts at most (PostgreSQL takes 65,535 parameters). */
const ROWS_PER_INSERT = 1000;

/**
 * Books entries on debtors' ledgers and adds them to the debtors' balances in the same transaction, so that a
 * balance is always the sum of its bookings. An entry that is there already (a month's contribution of a debtor)
 * is left out. Answers the entries booked now.
 */
export const book = async (tx: Database, change: Change, entries: readonly NewBooking[]) => {
  const booked: { id: number; debtorId: number; amountCents: number }[] = [];
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    booked.push(
      ...(await tx
        .insert(bookings)
        .values(
          entries
            .slice(start, start + ROWS_PER_INSERT)
            .map((entry) => ({ ...entry, bookedBy: change.userId, createdAt: change.at })),
        )
        .onConflictDoNothing({ target: [bookings.debtorId, bookings.budgetId, bookings.month] })
        .returning({ id: bookings.id, debtorId: bookings.debtorId, amountCents: bookings.amountCents })),
    );
  }
  const byDebtor = new Map<number, number>();
  for (const entry of booked)
    byDebtor.set(entry.debtorId, (byDebtor.get(entry.debtorId) ?? 0) + entry.amountCents);
  for (const [debtorId, amount] of byDebtor) {
    await tx
      .update(debtors)
      .set({ saldoCents: sql`${debtors.saldoCents} + ${amount}` })
      .where(eq(debtors.id, debtorId));
  }
  return booked;
};

const lockDebtor = async (tx: Database, debtorId: number) =>
  found(await tx.select().from(debtors).where(eq(debtors.id, debtorId)).for('update'), 'Debtor');

/** Books a one-off charge (owed) or a payment (paid) on a debtor's ledger, on a day that has come. */
export const createBooking = (db: Database, entry: Change & BookingPayload & { debtorId: number }) =>
  db.transaction(async (tx) => {
    if (entry.bookedOn > isoDay(entry.at)) throw refusal('bookedLater');
    await lockDebtor(tx, entry.debtorId);
    const amountCents = entry.kind === 'charge' ? -entry.amountCents : entry.amountCents;
    const [booked] = await book(tx, entry, [{ ...entry, amountCents }]);
    await recordAudit(tx, {
      ...entry,
      action: 'ledger.booked',
      entityId: entry.debtorId,
      details: { bookingId: booked?.id ?? 0 },
    });
  });

/**
 * Reverses a booking by a correction of its own, dated today; 409 when it was reversed already or is a correction
 * itself. Answers the debtor's id.
 */
export const correctBooking = async (db: Database, correction: Change & { bookingId: number }) => {
  try {
    return await db.transaction(async (tx) => {
      const { debtorId } = found(
        await tx
          .select({ debtorId: bookings.debtorId })
          .from(bookings)
          .where(eq(bookings.id, correction.bookingId)),
        'Booking',
      );
      await lockDebtor(tx, debtorId);
      const original = found(
        await tx.select().from(bookings).where(eq(bookings.id, correction.bookingId)),
        'Booking',
      );
      if (original.kind === 'correction') throw refusal('correctionNotCorrected');
      const [reversed] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.correctsId, original.id));
      if (reversed) throw refusal('bookingCorrected');
      await book(tx, correction, [
        {
          debtorId,
          bookedOn: isoDay(correction.at),
          kind: 'correction',
          description: '',
          amountCents: -original.amountCents,
          correctsId: original.id,
        },
      ]);
      await recordAudit(tx, {
        ...correction,
        action: 'ledger.corrected',
        entityId: debtorId,
        details: { bookingId: original.id },
      });
      return debtorId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('bookingCorrected');
    throw error;
  }
};

/**
 * Charges each debtor of a complex their contribution of a month, on its first day: the month's instalment of every
 * item of theirs in the budget in force that year (contract/rules/budget), together. A debtor charged for the month
 * by that budget already is not charged again. 409 when the complex has no financial management or no budget is in
 * force. Answers how many were charged now and how much.
 */
export const chargeContributions = (
  db: Database,
  charge: Change & ContributionMonthPayload & { complexId: number },
) =>
  db.transaction(async (tx) => {
    const complex = await lockComplexInUse(tx, charge.complexId);
    if (!complex.financieelBeheer) throw refusal('budgetWithoutFinance');
    const budget = await findBudgetInForce(tx, complex.id, charge.year);
    if (!budget) throw refusal('noBudgetInForce', { year: charge.year });
    const lines = await tx
      .select({ debtorId: budgetLines.debtorId, yearly: budgetLines.totaalCents })
      .from(budgetLines)
      .where(eq(budgetLines.budgetId, budget.id));
    const owed = new Map<number, number>();
    for (const line of lines) {
      const instalment = instalments(line.yearly)[charge.month - 1] ?? 0;
      owed.set(line.debtorId, (owed.get(line.debtorId) ?? 0) + instalment);
    }
    const bookedOn = `${String(charge.year)}-${String(charge.month).padStart(2, '0')}-01`;
    const booked = await book(
      tx,
      charge,
      [...owed].flatMap(([debtorId, cents]) =>
        cents === 0
          ? []
          : [
              {
                debtorId,
                bookedOn,
                kind: 'contribution' as const,
                description: '',
                amountCents: -cents,
                budgetId: budget.id,
                month: charge.month,
              },
            ],
      ),
    );
    await recordAudit(tx, {
      ...charge,
      action: 'ledger.contributions-charged',
      entityId: complex.id,
      details: { budgetId: budget.id, month: charge.month, charged: booked.length },
    });
    return {
      charged: booked.length,
      totalCents: -booked.reduce((total, entry) => total + entry.amountCents, 0),
    };
  });

/** Whether a debtor has bookings (which are kept: their account stays). */
export const hasBookings = async (tx: Database, debtorId: number) =>
  (await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.debtorId, debtorId)).limit(1))
    .length > 0;
