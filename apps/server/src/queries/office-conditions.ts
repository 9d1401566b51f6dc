import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aspects, inspectionElementStates, inspections } from '../db/schema/inspections';

/** The scores of performed inspections: their element, score and moment (drafts and unscored findings left out). */
export const scoreColumns = {
  elementId: inspectionElementStates.elementId,
  inspectionId: inspections.id,
  score: inspectionElementStates.score,
  performedAt: inspections.performedAt,
};
export const scored = and(eq(inspections.draft, false), isNotNull(inspectionElementStates.score));

/**
 * The newest score of each scored element of a complex, one row per element. It goes from the complex's aspects to
 * their performed inspections and those inspections' findings (an inspection records only its aspect's elements),
 * all read from indexes alone (migration 0024): going from the elements instead, each of the largest generated
 * complex's 3,500 scores cost a lookup of its inspection, about five times as long (over the 5 ms target).
 */
export const findLatestScores = (db: Database, complexId: number) =>
  db
    .selectDistinctOn([inspectionElementStates.elementId], scoreColumns)
    .from(aspects)
    .innerJoin(inspections, eq(inspections.aspectId, aspects.id))
    .innerJoin(inspectionElementStates, eq(inspectionElementStates.inspectionId, inspections.id))
    .where(and(eq(aspects.complexId, complexId), scored))
    .orderBy(inspectionElementStates.elementId, desc(inspections.performedAt), desc(inspections.id));

/** Every score an element was given, oldest first, with the state and defects recorded with it. */
export const findScoreHistory = (db: Database, elementId: number) =>
  db
    .select({
      ...scoreColumns,
      state: inspectionElementStates.state,
      defects: inspectionElementStates.defects,
    })
    .from(inspectionElementStates)
    .innerJoin(inspections, eq(inspections.id, inspectionElementStates.inspectionId))
    .where(and(eq(inspectionElementStates.elementId, elementId), scored))
    .orderBy(asc(inspections.performedAt), asc(inspections.id));

/** A score with its moment: what the overview and the history both read. */
export type ScoreRow = Awaited<ReturnType<typeof findLatestScores>>[number];
