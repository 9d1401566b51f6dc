import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Inspection } from '@vve/contract/calls/inspections';
import { InspectionState } from '@vve/contract/enums';
import type { Database } from '../../db/database';
import { onPage } from '../../db/paging';
import { complexes } from '../../db/schema/complexes';
import { aspectTypes, aspects, inspectionElementStates, inspections } from '../../db/schema/inspections';
import {
  aspectColumns,
  aspectComplexJoin,
  aspectTypeJoin,
  presentAspect,
} from '../aspects/aspect-repository';

/** Inspections matching `where`, newest first (a page of 50 when `page` is given), in the answer's shape. */
export const findInspections = async (
  db: Database,
  where: SQL | undefined,
  page?: number,
): Promise<Inspection[]> => {
  const newestFirst = [desc(inspections.createdAt), desc(inspections.id)];
  const rows = await db
    .select({ inspection: inspections, aspect: aspectColumns })
    .from(inspections)
    .innerJoin(aspects, eq(aspects.id, inspections.aspectId))
    .innerJoin(aspectTypes, aspectTypeJoin)
    .innerJoin(complexes, aspectComplexJoin)
    .where(page === undefined ? where : onPage(db, inspections.id, where, newestFirst, page))
    .orderBy(...newestFirst);
  const ids = rows.map((row) => row.inspection.id);
  const entries =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(inspectionElementStates)
          .where(inArray(inspectionElementStates.inspectionId, ids))
          .orderBy(asc(inspectionElementStates.elementId));
  return rows.map(({ inspection, aspect }) => ({
    id: inspection.id,
    draft: inspection.draft,
    state: InspectionState.parse(inspection.state),
    stateDescription: inspection.stateDescription,
    aspect: presentAspect(aspect),
    statePerElement: entries
      .filter((entry) => entry.inspectionId === inspection.id)
      .map((entry) => ({
        element: { id: entry.elementId },
        state: InspectionState.parse(entry.state),
        stateDescription: entry.stateDescription,
        createRequest: entry.createRequest,
        requestDescription: entry.requestDescription,
        files: entry.fileIds,
      })),
    createRequest: inspection.createRequest,
    requestDescription: inspection.requestDescription,
    files: inspection.fileIds,
    applyToSchedules: inspection.scheduleId === null ? [] : [inspection.scheduleId],
    planDate: inspection.planDate,
    performedAt: inspection.performedAt?.toISOString() ?? null,
  }));
};

/** The inspection matching `where`, or undefined. */
export const findInspection = async (
  db: Database,
  where: SQL | undefined,
): Promise<Inspection | undefined> => {
  const [found] = await findInspections(db, where);
  return found;
};
