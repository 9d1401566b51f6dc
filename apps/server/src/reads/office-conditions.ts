import type {
  ComplexConditions,
  ElementCondition,
  ElementConditionHistory,
} from '@vve/contract/calls/office-conditions';
import type { Defect } from '@vve/contract/calls/inspections';
import { InspectionState } from '@vve/contract/enums';
import { aggregateCondition, isOverdueMaintenance } from '@vve/contract/rules/condition-score';
import { scoreRank } from '@vve/contract/rules/condition-map';
import { ElementScore, isCondition } from '@vve/contract/rules/element-score';
import type { Database } from '../db/database';
import { presentRegisterElement } from '../presenters/aspect-element';
import { presentFile } from '../presenters/file';
import { findInspectionFiles } from '../queries/files';
import { findLatestScores, findScoreHistory, type ScoreRow } from '../queries/office-conditions';
import {
  findAspectsOf,
  findOfficeAspect,
  findPlannedComplex,
  type findElement,
} from '../queries/office-planning';

type AspectRow = Awaited<ReturnType<typeof findAspectsOf>>[number];
type ElementRow = AspectRow['elements'][number];

const aspectOf = ({ aspect, typeName }: AspectRow) => ({
  id: aspect.id,
  name: aspect.name,
  aspectType: { id: aspect.aspectTypeId, name: typeName },
});

/** A stored score as the contract's: the database's check constraint holds it to 1–6, 8 and 9. */
const scoreOf = (row: ScoreRow) => ElementScore.parse(row.score);

/** When a performed inspection was performed (a performed inspection always has its moment). */
export const performedAtOf = (row: Pick<ScoreRow, 'performedAt'>) =>
  (row.performedAt ?? new Date(0)).toISOString();

/** Worst first: conditions from 6 to 1, then the survey codes 8 and 9 (not yet known), each by label. */
const worstFirst = (a: ElementCondition, b: ElementCondition) =>
  scoreRank(b.score) - scoreRank(a.score) || a.element.label.localeCompare(b.element.label);

/** The condition of elements with their latest scores: conditions only (8 and 9 say nothing of it). */
const conditionOf = (scored: readonly { element: ElementRow; score: ElementScore }[]) =>
  aggregateCondition(
    scored.flatMap(({ element, score }) =>
      isCondition(score)
        ? [
            {
              condition: score,
              replacementValue: element.replacementValue,
              quantity: element.quantity,
              unit: element.unit,
            },
          ]
        : [],
    ),
  );

/**
 * A complex's condition overview: its condition and each aspect's from their elements' latest scores, the scored
 * elements worst first, and how many have no score; 404 for an unknown complex.
 */
export const readComplexConditions = async (db: Database, complexId: number): Promise<ComplexConditions> => {
  const complex = await findPlannedComplex(db, complexId);
  const [aspectRows, latest] = await Promise.all([
    findAspectsOf(db, complexId),
    findLatestScores(db, complexId),
  ]);
  const latestOf = new Map(latest.map((row) => [row.elementId, row]));
  const aspects = aspectRows.map((row) => {
    const scored = row.elements.flatMap((element) => {
      const score = latestOf.get(element.id);
      return score ? [{ element, row: score, score: scoreOf(score) }] : [];
    });
    return { row, scored };
  });
  const allScored = aspects.flatMap(({ scored }) => scored);
  const elementCount = aspectRows.reduce((sum, row) => sum + row.elements.length, 0);
  return {
    complex: { id: complex.id, naam: complex.naam },
    condition: conditionOf(allScored),
    aspects: aspects.map(({ row, scored }) => ({ ...aspectOf(row), condition: conditionOf(scored) })),
    elements: aspects
      .flatMap(({ row, scored }) =>
        scored.map(({ element, row: score, score: value }) => ({
          element: {
            id: element.id,
            label: element.label,
            location: element.location,
            nlsfbCode: element.nlsfbCode,
          },
          aspect: aspectOf(row),
          score: value,
          scoredAt: performedAtOf(score),
          overdue: isCondition(value) && isOverdueMaintenance(value),
        })),
      )
      .sort(worstFirst),
    unscoredElements: elementCount - allScored.length,
  };
};

/** Recorded defects with their photos (the inspection's files they name), read in one query. */
const withPhotos = async (db: Database, inspectionId: number, defects: readonly Defect[]) => {
  const ids = defects.flatMap((defect) => defect.files);
  const files = ids.length === 0 ? [] : await findInspectionFiles(db, inspectionId, ids);
  const byId = new Map(files.map((file) => [file.id, presentFile(file)]));
  return defects.map((defect) => ({ ...defect, photos: defect.files.flatMap((id) => byId.get(id) ?? []) }));
};

/** An element of the register (as findElement reads it) with every score its performed inspections gave it, oldest first. */
export const readElementConditionHistory = async (
  db: Database,
  element: Awaited<ReturnType<typeof findElement>>,
): Promise<ElementConditionHistory> => {
  const [aspect, history] = await Promise.all([
    findOfficeAspect(db, element.aspectId),
    findScoreHistory(db, element.id),
  ]);
  return {
    element: presentRegisterElement(element),
    aspect: aspectOf(aspect),
    entries: await Promise.all(
      history.map(async (row) => ({
        inspectionId: row.inspectionId,
        performedAt: performedAtOf(row),
        score: scoreOf(row),
        state: InspectionState.parse(row.state),
        defects: await withPhotos(db, row.inspectionId, row.defects),
      })),
    ),
  };
};
