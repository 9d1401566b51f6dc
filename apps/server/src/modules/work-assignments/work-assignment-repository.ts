import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SupplierUpdate, WorkAssignment } from '@vve/contract/calls/work-assignments';
import { SupplierStatus } from '@vve/contract/enums';
import { PAGE_SIZE, pageOffset } from '@vve/contract/rules/paging';
import type { Database } from '../../db/database';
import { complexes } from '../../db/schema/complexes';
import { reports } from '../../db/schema/reports';
import { supplierUpdates, workAssignments } from '../../db/schema/suppliers';
import { euros } from '../../lib/money';

type SupplierUpdateRow = typeof supplierUpdates.$inferSelect;

export const presentSupplierUpdate = (row: SupplierUpdateRow): SupplierUpdate => ({
  status: SupplierStatus.parse(row.status),
  description: row.description,
  creationDate: row.createdAt.toISOString(),
});

/** A date as the server shows it: `20-11-2026`. */
const displayDate = (date: Date): string =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;

/** The newest status report of each work order. */
const lastUpdates = async (db: Database, ids: number[]): Promise<Map<number, SupplierUpdateRow>> => {
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([supplierUpdates.workAssignmentId])
          .from(supplierUpdates)
          .where(inArray(supplierUpdates.workAssignmentId, ids))
          .orderBy(
            supplierUpdates.workAssignmentId,
            desc(supplierUpdates.createdAt),
            desc(supplierUpdates.id),
          );
  return new Map(rows.map((row) => [row.workAssignmentId, row]));
};

/** Work orders matching `where`, newest first, in the answer's shape (spec §3). */
export const findWorkAssignments = async (
  db: Database,
  where: SQL | undefined,
  page?: number,
): Promise<WorkAssignment[]> => {
  const query = db
    .select({
      order: workAssignments,
      adres: complexes.adres,
      plaats: complexes.plaats,
      viewpointId: reports.viewpointId,
    })
    .from(workAssignments)
    .innerJoin(complexes, eq(complexes.id, workAssignments.complexId))
    .leftJoin(reports, eq(reports.id, workAssignments.requestId))
    .where(where)
    .orderBy(desc(workAssignments.createdAt), desc(workAssignments.id));
  const rows = page === undefined ? await query : await query.limit(PAGE_SIZE).offset(pageOffset(page));
  const updates = await lastUpdates(
    db,
    rows.map((row) => row.order.id),
  );
  return rows.map(({ order, adres, plaats, viewpointId }) => {
    const last = updates.get(order.id);
    return {
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
      lastSupplierUpdate: last ? presentSupplierUpdate(last) : null,
      afgerond: order.completed,
      hasViewpoint: viewpointId !== null,
      requestId: order.requestId,
    };
  });
};
