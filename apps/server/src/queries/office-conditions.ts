import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aspectElements, aspects, inspectionElementStates, inspections } from '../db/schema/inspections';

/** The scores of performed inspections: their element, score and moment (drafts and unscored findings left out). */
const scoreColumns = {
  elementId: inspectionElementStates.elementId,
  inspectionId: inspections.id,
  score: inspectionElementStates.score,
  state: inspectionElementStates.state,
  defects: inspectionElementStates.defects,
  performedAt: inspections.performedAt,
};
const scored = and(eq(inspections.draft, false), isNotNull(inspectionElementStates.score));

/** The newest score of each scored element of a complex, one row per element. */
export const findLatestScores = (db: Database, complexId: number) =>
  db
    .selectDistinctOn([inspectionElementStates.elementId], scoreColumns)
    .from(inspectionElementStates)
    .innerJoin(inspections, eq(inspections.id, inspectionElementStates.inspectionId))
    .innerJoin(aspectElements, eq(aspectElements.id, inspectionElementStates.elementId))
    .innerJoin(aspects, eq(aspects.id, aspectElements.aspectId))
    .where(and(eq(aspects.complexId, complexId), scored))
    .orderBy(inspectionElementStates.elementId, desc(inspections.performedAt), desc(inspections.id));

/** Every score an element was given, oldest first. */
export const findScoreHistory = (db: Database, elementId: number) =>
  db
    .select(scoreColumns)
    .from(inspectionElementStates)
    .innerJoin(inspections, eq(inspections.id, inspectionElementStates.inspectionId))
    .where(and(eq(inspectionElementStates.elementId, elementId), scored))
    .orderBy(asc(inspections.performedAt), asc(inspections.id));

export type ScoreRow = Awaited<ReturnType<typeof findScoreHistory>>[number];
