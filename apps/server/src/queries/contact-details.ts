import { eq } from 'drizzle-orm';
import type { ContactDetails } from '@vve/contract/calls/details';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';

/** A person's own phone and their consent to show it to the suppliers of their requests' work orders. */
export const findContactDetails = async (db: Database, userId: number): Promise<ContactDetails> => {
  const [row] = await db
    .select({ phone: users.phone, phoneForSuppliers: users.phoneForSuppliers })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
};
