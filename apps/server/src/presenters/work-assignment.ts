import { sql, type SQL } from 'drizzle-orm';
import { eurosOf, isoMoment, renderedOnce } from '../db/json-answer';
import { complexes } from '../db/schema/complexes';
import { reports } from '../db/schema/reports';
import { workAssignments } from '../db/schema/work-assignments';
import { reportPhotosJson } from './file';
import { newestUpdateOfWorkOrder, supplierUpdateJson } from './supplier-update';

/** The newest status report of the work order, as the answer's JSON (null when none). */
const lastSupplierUpdateJson = sql`(select ${supplierUpdateJson} ${newestUpdateOfWorkOrder})`;

/**
 * A work order (spec §3) as the answer's JSON, from a row of `work_assignments` joined with its complex and (left)
 * its request: its complex's address, its request's viewpoint and photos, its newest status report, and its
 * creation date as the server shows it (`20-11-2026`, the day in UTC).
 */
export const workAssignmentJson: SQL = renderedOnce(sql`json_build_object(
  'id', ${workAssignments.id},
  'vve', json_build_object('composedAddress', ${complexes.adres} || ', ' || ${complexes.plaats}),
  'omschrijving', ${workAssignments.omschrijving},
  'aanmaakdatum', ${isoMoment(workAssignments.createdAt)},
  'aanmaakdatumString', to_char(${workAssignments.createdAt} at time zone 'UTC', 'DD-MM-YYYY'),
  'startdatum', ${workAssignments.startDate},
  'planningsDatum', ${workAssignments.planningDate},
  'reparatiePrioriteit', json_build_object('naam', ${workAssignments.priority}),
  'reparatieSoort', json_build_object('naam', ${workAssignments.repairType}),
  'indicatieBedrag', ${eurosOf(workAssignments.indicationAmountCents)},
  'lastSupplierUpdate', ${lastSupplierUpdateJson},
  'afgerond', ${workAssignments.completed},
  'hasViewpoint', ${reports.viewpointId} is not null,
  'requestId', ${workAssignments.requestId},
  'attachments', ${reportPhotosJson(workAssignments.requestId)})`);
