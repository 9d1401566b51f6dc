import { eq } from 'drizzle-orm';
import type { ContactDetails } from '@vve/contract/calls/details';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { findContactDetails } from '../queries/contact-details';

/**
 * Stores a person's own phone and consent (the contract refuses consent without a phone) with its audit row,
 * which keeps when they gave or took back their consent (never the number); answers them.
 */
export const saveContactDetails = (db: Database, userId: number, details: ContactDetails, at: Date) =>
  db.transaction(async (tx) => {
    await tx.update(users).set(details).where(eq(users.id, userId));
    await recordAudit(tx, {
      userId,
      action: 'person.contact-changed',
      entityId: userId,
      at,
      details: { phone: details.phone !== null, phoneForSuppliers: details.phoneForSuppliers },
    });
    return findContactDetails(tx, userId);
  });
