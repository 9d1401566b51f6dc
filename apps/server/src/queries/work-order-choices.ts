import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { supplierContracts, supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';

/**
 * Every supplier organisation in use (not archived) by name, with what decides whether one of its contracts is
 * active: whether an `actief` contract that has started by `today` has no end date, and the latest end date of
 * those contracts.
 */
export const findSupplierChoices = (db: Database, today: string) => {
  const active = db
    .select({
      supplierId: supplierContracts.supplierId,
      openEnded: sql<boolean | null>`bool_or(${supplierContracts.eindDatum} is null)`.as('open_ended'),
      latestEnd: sql<string | null>`max(${supplierContracts.eindDatum})::text`.as('latest_end'),
    })
    .from(supplierContracts)
    .where(
      and(
        eq(supplierContracts.actief, true),
        or(isNull(supplierContracts.beginDatum), lte(supplierContracts.beginDatum, today)),
      ),
    )
    .groupBy(supplierContracts.supplierId)
    .as('active_contracts');
  return db
    .select({
      id: supplierOrganisations.id,
      naam: supplierOrganisations.naam,
      openEnded: active.openEnded,
      latestEnd: active.latestEnd,
    })
    .from(supplierOrganisations)
    .leftJoin(active, eq(active.supplierId, supplierOrganisations.id))
    .where(isNull(supplierOrganisations.archivedAt))
    .orderBy(asc(supplierOrganisations.naam), asc(supplierOrganisations.id));
};

/** How many of the newest work orders the names in use are taken from. */
export const RECENT_WORK_ORDERS = 1000;

/**
 * The priorities and repair types named on the newest work orders: a bounded look at the newest rows (by
 * the creation index), not a scan of every work order, so that it stays quick at any number of them.
 */
export const findNamesInUse = async (db: Database) => {
  const recent = db
    .select({ priority: workOrders.priority, repairType: workOrders.repairType })
    .from(workOrders)
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .limit(RECENT_WORK_ORDERS)
    .as('recent');
  const rows = await db
    .selectDistinct({ priority: recent.priority, repairType: recent.repairType })
    .from(recent);
  return {
    priorities: rows.map((row) => row.priority),
    repairTypes: rows.map((row) => row.repairType),
  };
};
