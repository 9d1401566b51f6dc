import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InspectionFinding, OfficeInspection } from '@vve/contract/calls/office';
import { InspectionState } from '@vve/contract/enums';
import type { Database } from '../db/database';
import { queryJsonOne } from '../db/json-answer';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { files } from '../db/schema/files';
import {
  aspectTypes,
  aspects,
  inspectionElementStates,
  inspections,
  schedules,
} from '../db/schema/inspections';
import { supplierOrganisations } from '../db/schema/suppliers';
import { presentFile } from '../presenters/file';
import { officeInspectionJson } from '../presenters/office-inspection';
import { aspectComplexJoin, aspectTypeJoin } from './aspects';

/** One inspection as the back office shows it, as JSON; else 404. */
export const findOfficeInspection = (db: Database, id: number) =>
  queryJsonOne<OfficeInspection>(
    db,
    sql`select ${officeInspectionJson} as answer from ${inspections}
      join ${aspects} on ${eq(aspects.id, inspections.aspectId)}
      join ${aspectTypes} on ${aspectTypeJoin}
      join ${complexes} on ${aspectComplexJoin}
      join ${supplierOrganisations} on ${eq(supplierOrganisations.id, inspections.supplierId)}
      left join ${schedules} on ${eq(schedules.id, inspections.scheduleId)}
      left join ${users} on ${eq(users.id, inspections.createdBy)}
      where ${eq(inspections.id, id)}`,
    'Inspection',
  );

/**
 * The finding that raised a request: its element's, or the whole inspection's when it was raised for the
 * inspection, as the inspection holds it now; null when the element's finding is no longer there.
 */
export const findRaisedFinding = async (
  db: Database,
  inspectionId: number,
  elementId: number | null,
): Promise<InspectionFinding | null> => {
  const [finding] =
    elementId === null
      ? await db
          .select({
            state: inspections.state,
            stateDescription: inspections.stateDescription,
            fileIds: inspections.fileIds,
          })
          .from(inspections)
          .where(eq(inspections.id, inspectionId))
      : await db
          .select({
            state: inspectionElementStates.state,
            stateDescription: inspectionElementStates.stateDescription,
            fileIds: inspectionElementStates.fileIds,
          })
          .from(inspectionElementStates)
          .where(
            and(
              eq(inspectionElementStates.inspectionId, inspectionId),
              eq(inspectionElementStates.elementId, elementId),
            ),
          );
  if (!finding) return null;
  const stored =
    finding.fileIds.length === 0
      ? []
      : await db.select().from(files).where(inArray(files.id, finding.fileIds));
  const byId = new Map(stored.map((file) => [file.id, presentFile(file)]));
  return {
    state: InspectionState.parse(finding.state),
    stateDescription: finding.stateDescription,
    photos: finding.fileIds.flatMap((id) => byId.get(id) ?? []),
  };
};
