import { and, eq, sql } from 'drizzle-orm';
import { InspectionFinding, type OfficeInspection } from '@vve/contract/calls/office';
import type { Database } from '../db/database';
import { queryJsonOne } from '../db/json-answer';
import { orNotFound } from '../lib/http-error';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import {
  aspectTypes,
  aspects,
  inspectionElementStates,
  inspections,
  schedules,
} from '../db/schema/inspections';
import { supplierOrganisations } from '../db/schema/suppliers';
import { findingJson, officeInspectionJson } from '../presenters/office-inspection';
import { aspectComplexJoin, aspectTypeJoin } from '../queries/aspects';

/** One inspection as the back office shows it, as JSON; else 404. */
export const findOfficeInspection = async (db: Database, id: number) =>
  orNotFound(
    await queryJsonOne<OfficeInspection>(
      db,
      sql`select ${officeInspectionJson} as answer from ${inspections}
      join ${aspects} on ${eq(aspects.id, inspections.aspectId)}
      join ${aspectTypes} on ${aspectTypeJoin}
      join ${complexes} on ${aspectComplexJoin}
      join ${supplierOrganisations} on ${eq(supplierOrganisations.id, inspections.supplierId)}
      left join ${schedules} on ${eq(schedules.id, inspections.scheduleId)}
      left join ${users} on ${eq(users.id, inspections.createdBy)}
      where ${eq(inspections.id, id)}`,
    ),
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
  const [row] =
    elementId === null
      ? await db
          .select({
            finding: findingJson(inspections).mapWith((value: unknown) => InspectionFinding.parse(value)),
          })
          .from(inspections)
          .where(eq(inspections.id, inspectionId))
      : await db
          .select({
            finding: findingJson(inspectionElementStates).mapWith((value: unknown) =>
              InspectionFinding.parse(value),
            ),
          })
          .from(inspectionElementStates)
          .where(
            and(
              eq(inspectionElementStates.inspectionId, inspectionId),
              eq(inspectionElementStates.elementId, elementId),
            ),
          );
  return row?.finding ?? null;
};
