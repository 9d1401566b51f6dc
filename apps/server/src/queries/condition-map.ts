import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  aspectElements,
  aspectTypes,
  aspects,
  inspectionElementStates,
  inspections,
} from '../db/schema/inspections';
import { aspectName, aspectTypeJoin } from './aspects';
import { scoreColumns, scored } from './office-conditions';

/** The elements of a complex's aspects that match `visible` (a condition on `aspects`), by aspect and label. */
export const findMapElements = (db: Database, complexId: number, visible: SQL | undefined) =>
  db
    .select({
      id: aspectElements.id,
      aspectId: aspects.id,
      aspectName,
      label: aspectElements.label,
      location: aspectElements.location,
      nlsfbCode: aspectElements.nlsfbCode,
      globalIds: aspectElements.globalIds,
    })
    .from(aspects)
    .innerJoin(aspectTypes, aspectTypeJoin)
    .innerJoin(aspectElements, eq(aspectElements.aspectId, aspects.id))
    .where(and(eq(aspects.complexId, complexId), visible))
    .orderBy(asc(aspects.id), asc(aspectElements.label), asc(aspectElements.id));

/** Every score of the elements of a complex's aspects that match `visible`, oldest first. */
export const findMapScores = (db: Database, complexId: number, visible: SQL | undefined) =>
  db
    .select(scoreColumns)
    .from(aspects)
    .innerJoin(inspections, eq(inspections.aspectId, aspects.id))
    .innerJoin(inspectionElementStates, eq(inspectionElementStates.inspectionId, inspections.id))
    .where(and(eq(aspects.complexId, complexId), visible, scored))
    .orderBy(asc(inspections.performedAt), asc(inspections.id));
