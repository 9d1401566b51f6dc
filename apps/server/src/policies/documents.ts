import { sql } from 'drizzle-orm';
import type { DocumentReaders } from '@vve/contract/calls/documents';
import { queryRows, type Database } from '../db/database';
import { notFound } from '../lib/http-error';
import { ownedComplexIds, rentedComplexIds } from './resident-complexes';

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
  const [row] = await queryRows<{ owned: boolean; rented: boolean }>(
    db,
    sql`select ${complexId} in (${ownedComplexIds(userId)}) as owned, ${complexId} in (${rentedComplexIds(userId)}) as rented`,
  );
  const { owned = false, rented = false } = row ?? {};
  if (!owned && !rented) throw notFound('Complex');
  return [...(owned ? (['owners'] as const) : []), ...(rented ? (['tenants'] as const) : []), 'residents'];
};
