import { OWN_BOOKINGS, type Booking, type OfficeLedger } from '@vve/contract/calls/ledger';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { bookings, debtors } from '../db/schema/finance';
import { found } from '../lib/http-error';

const reversal = sql`(select 1 from ${bookings} reversal where reversal.corrects_id = ${bookings.id})`;

/** A debtor's bookings with the balance after each, newest first; at most `limit`. */
const bookingsOf = async (db: Database, debtorId: number, limit?: number): Promise<Booking[]> => {
  const query = db
    .select({
      id: bookings.id,
      bookedOn: bookings.bookedOn,
      kind: bookings.kind,
      description: bookings.description,
      amountCents: bookings.amountCents,
      balanceCents: sql<number>`(sum(${bookings.amountCents}) over (order by ${asc(bookings.bookedOn)}, ${asc(bookings.id)}))::integer`,
      month: bookings.month,
      correctsId: bookings.correctsId,
      corrected: sql<boolean>`exists ${reversal}`,
    })
    .from(bookings)
    .where(eq(bookings.debtorId, debtorId))
    .orderBy(desc(bookings.bookedOn), desc(bookings.id));
  return limit === undefined ? query : query.limit(limit);
};

/** A debtor's ledger for the back office: whose account, its balance, every booking (404 for no debtor). */
export const readOfficeLedger = async (db: Database, debtorId: number): Promise<OfficeLedger> => {
  const debtor = found(
    await db
      .select({
        id: debtors.id,
        personId: debtors.userId,
        name: users.name,
        complexId: debtors.complexId,
        complexName: complexes.naam,
        balanceCents: debtors.saldoCents,
      })
      .from(debtors)
      .innerJoin(users, eq(users.id, debtors.userId))
      .innerJoin(complexes, eq(complexes.id, debtors.complexId))
      .where(eq(debtors.id, debtorId)),
    'Debtor',
  );
  const { balanceCents, ...who } = debtor;
  return { debtor: who, balanceCents, bookings: await bookingsOf(db, debtorId) };
};

/** A debtor's newest bookings, as they read them. */
export const readOwnBookings = (db: Database, debtorId: number) => bookingsOf(db, debtorId, OWN_BOOKINGS);
