import { ledgerCalls } from '@vve/contract/calls/ledger';
import { chargeContributions, correctBooking, createBooking } from '../commands/ledger';
import { ownDebtor } from '../policies/debtors';
import { readOfficeLedger, readOwnBookings } from '../reads/ledger';
import { callRoutes } from './define-route';

/** Debtors' ledgers: administrators book and correct; a debtor reads their own newest bookings. */
export const ledgerRoutes = callRoutes((route, { db, clock }) => {
  route(ledgerCalls.officeLedger, {
    handler: ({ params: { id } }) => readOfficeLedger(db, id),
  });

  route(ledgerCalls.createBooking, {
    handler: async ({ user, params: { id }, body }) => {
      await createBooking(db, { ...body, debtorId: id, userId: user.id, at: clock() });
      return readOfficeLedger(db, id);
    },
  });

  route(ledgerCalls.correctBooking, {
    handler: async ({ user, params: { id } }) =>
      readOfficeLedger(db, await correctBooking(db, { bookingId: id, userId: user.id, at: clock() })),
  });

  route(ledgerCalls.chargeContributions, {
    handler: ({ user, params: { id }, body }) =>
      chargeContributions(db, { ...body, complexId: id, userId: user.id, at: clock() }),
  });

  route(ledgerCalls.ownBookings, {
    handler: async ({ user, params: { vveId } }) => {
      const debtor = await ownDebtor(db, user.id, vveId);
      return debtor ? readOwnBookings(db, debtor.id) : [];
    },
  });
});
