import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SupplierUpdate, WorkAssignment } from '@vve/contract/calls/work-assignments';
import { SupplierStatus } from '@vve/contract/enums';
import type { Database } from '../../db/database';
import { onPage } from '../../db/paging';
import { complexes } from '../../db/schema/complexes';
import { reports } from '../../db/schema/reports';
import { supplierUpdates, workAssignments } from '../../db/schema/work-assignments';
import { euros } from '../../lib/money';

export const presentSupplierUpdate = (row: {
  status: string;
  description: string | null;
  createdAt: Date;
}): SupplierUpdate => ({
  status: SupplierStatus.parse(row.status),
  description: row.description,
  creationDate: row.createdAt.toISOString(),
});

/** A date as the server shows it: `20-11-2026`. */
const displayDate = (date: Date): string =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;

/** The newest status report of the work order of the outer query (joined laterally, by its index). */
const lastUpdateOf = (db: Database) =>
  db
    .select({
      status: supplierUpdates.status,
      description: supplierUpdates.description,
      createdAt: supplierUpdates.createdAt,
    })
    .from(supplierUpdates)
    .where(eq(supplierUpdates.workAssignmentId, workAssignments.id))
    .orderBy(desc(supplierUpdates.createdAt), desc(supplierUpdates.id))
    .limit(1)
    .as('last_update');

/** Work orders matching `where`, newest first, in the answer's shape (spec §3). */
export const findWorkAssignments = async (
  db: Database,
  where: SQL | undefined,
  page?: number,
): Promise<WorkAssignment[]> => {
  const newestFirst = [desc(workAssignments.createdAt), desc(workAssignments.id)];
  const lastUpdate = lastUpdateOf(db);
  const rows = await db
    .select({
      order: workAssignments,
      adres: complexes.adres,
      plaats: complexes.plaats,
      viewpointId: reports.viewpointId,
      lastStatus: lastUpdate.status,
      lastDescription: lastUpdate.description,
      lastCreatedAt: lastUpdate.createdAt,
    })
    .from(workAssignments)
    .innerJoin(complexes, eq(complexes.id, workAssignments.complexId))
    .leftJoin(reports, eq(reports.id, workAssignments.requestId))
    .leftJoinLateral(lastUpdate, sql`true`)
    .where(page === undefined ? where : onPage(db, workAssignments.id, where, newestFirst, page))
    .orderBy(...newestFirst);
  return rows.map(({ order, adres, plaats, viewpointId, lastStatus, lastDescription, lastCreatedAt }) => ({
    id: order.id,
    vve: { composedAddress: `${adres}, ${plaats}` },
    omschrijving: order.omschrijving,
    aanmaakdatum: order.createdAt.toISOString(),
    aanmaakdatumString: displayDate(order.createdAt),
    startdatum: order.startDate,
    planningsDatum: order.planningDate,
    reparatiePrioriteit: { naam: order.priority },
    reparatieSoort: { naam: order.repairType },
    indicatieBedrag: order.indicationAmountCents === null ? null : euros(order.indicationAmountCents),
    lastSupplierUpdate:
      lastStatus === null || lastCreatedAt === null
        ? null
        : presentSupplierUpdate({
            status: lastStatus,
            description: lastDescription,
            createdAt: lastCreatedAt,
          }),
    afgerond: order.completed,
    hasViewpoint: viewpointId !== null,
    requestId: order.requestId,
  }));
};
