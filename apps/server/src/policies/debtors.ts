import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { debtors } from '../db/schema/finance';
import { residentComplex } from './resident-complexes';

/**
 * The user's own debtor record in one of their complexes, when that complex has financial
 * management (spec §6); a complex that is not theirs answers 404.
 */
export const ownDebtor = async (db: Database, userId: number, complexId: number) => {
  const complex = await residentComplex(db, userId, complexId);
  if (!complex.financieelBeheer) return undefined;
  const [debtor] = await db
    .select()
    .from(debtors)
    .where(and(eq(debtors.complexId, complex.id), eq(debtors.userId, userId)));
  return debtor;
};
