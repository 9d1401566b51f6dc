import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import type { FileRow } from '../db/schema/files';
import type { workAssignments } from '../db/schema/work-assignments';
import { euros } from '../lib/money';
import { presentFile } from './file';
import { presentSupplierUpdate } from './supplier-update';

/**
 * A work order's row as the queries select it: with its complex's address, its request's viewpoint and
 * photos, and its newest status.
 */
export interface WorkAssignmentRow {
  order: typeof workAssignments.$inferSelect;
  adres: string;
  plaats: string;
  viewpointId: string | null;
  lastStatus: string | null;
  lastDescription: string | null;
  lastCreatedAt: Date | null;
  attachments: FileRow[];
}

/** A date as the server shows it: `20-11-2026`. */
const displayDate = (date: Date): string =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;

/** A work order (spec §3). */
export const presentWorkAssignment = ({
  order,
  adres,
  plaats,
  viewpointId,
  lastStatus,
  lastDescription,
  lastCreatedAt,
  attachments,
}: WorkAssignmentRow): WorkAssignment => ({
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
      : presentSupplierUpdate({ status: lastStatus, description: lastDescription, createdAt: lastCreatedAt }),
  afgerond: order.completed,
  hasViewpoint: viewpointId !== null,
  requestId: order.requestId,
  attachments: attachments.map(presentFile),
});
