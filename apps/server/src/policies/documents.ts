import { and, eq } from 'drizzle-orm';
import type { DocumentReaders } from '@vve/contract/calls/documents';
import type { Database } from '../db/database';
import { unitOwners, units } from '../db/schema/complexes';
import { rentalContracts } from '../db/schema/rentals';
import { notFound } from '../lib/http-error';

/**
 * Which documents of a complex a resident reads, by their readers: an owner of a unit there those for owners and
 * for both, a tenant there those for tenants and for both (someone both, all three); never those for
 * administrators only. 404 for the complex to anyone who neither owns nor rents there.
 */
export const documentReadersFor = async (
  db: Database,
  userId: number,
  complexId: number,
): Promise<DocumentReaders[]> => {
  const [owned] = await db
    .select({ unitId: units.id })
    .from(units)
    .innerJoin(unitOwners, eq(unitOwners.unitId, units.id))
    .where(and(eq(units.complexId, complexId), eq(unitOwners.userId, userId)))
    .limit(1);
  const [rented] = await db
    .select({ id: rentalContracts.id })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.complexId, complexId), eq(rentalContracts.tenantId, userId)))
    .limit(1);
  if (!owned && !rented) throw notFound('Complex');
  return [...(owned ? (['owners'] as const) : []), ...(rented ? (['tenants'] as const) : []), 'residents'];
};
