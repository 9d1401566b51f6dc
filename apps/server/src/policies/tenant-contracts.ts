import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rentalContracts } from '../db/schema/rentals';
import type { SessionUser } from '../lib/session-user';
import { residentComplex } from './resident-complexes';

/**
 * The rental contracts a tenant sees in one of their complexes: only their own. A complex that is not
 * theirs answers 404.
 */
export const ownRentalContracts = async (
  db: Database,
  user: SessionUser,
  complexId: number,
): Promise<SQL | undefined> => {
  const complex = await residentComplex(db, user.id, complexId);
  return and(eq(rentalContracts.complexId, complex.id), eq(rentalContracts.tenantId, user.id));
};
