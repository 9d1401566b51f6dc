import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { complexes, units } from '../db/schema/complexes';
import { aspectElements } from '../db/schema/inspections';
import { requests } from '../db/schema/requests';
import { requestReadyToResolve } from './ready-to-resolve';
import { ownedOrRentedBy } from './resident-units';

const handler = alias(users, 'handler');

/**
 * What the back office shows of a request besides the request itself: its complex's address, handler, element,
 * and whether it is ready to resolve.
 */
export const findOfficeRequestDetails = async (db: Database, reportId: number) => {
  const [row] = await db
    .select({
      adres: complexes.adres,
      plaats: complexes.plaats,
      handlerName: handler.name,
      elementLabel: aspectElements.label,
      readyToResolve: requestReadyToResolve(requests.id, requests.status),
    })
    .from(requests)
    .leftJoin(complexes, eq(complexes.id, requests.complexId))
    .leftJoin(handler, eq(handler.id, requests.handledBy))
    .leftJoin(aspectElements, eq(aspectElements.id, requests.inspectionElementId))
    .where(eq(requests.id, reportId));
  if (!row) throw new Error(`request ${reportId} not found`);
  return row;
};

/** The addresses of the units a user owns or rents (now or before) in a complex, in order. */
export const findUnitsOfResident = async (
  db: Database,
  userId: number,
  complexId: number,
): Promise<string[]> => {
  const rows = await db
    .select({ adres: units.adres })
    .from(units)
    .where(and(eq(units.complexId, complexId), ownedOrRentedBy(userId)))
    .orderBy(asc(units.adres), asc(units.id));
  return rows.map((row) => row.adres);
};

export type OfficeRequestDetails = Awaited<ReturnType<typeof findOfficeRequestDetails>>;
