import type { ConditionMap, MapPlanLine, MapScore } from '@vve/contract/calls/condition-map';
import type { BimProject } from '@vve/contract/calls/details';
import { ElementScore } from '@vve/contract/rules/element-score';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { findMapElements, findMapScores } from '../queries/condition-map';
import { readMaintenancePlan } from './maintenance-plan';
import { performedAtOf } from './office-conditions';

/** The draft plan's works per element: the years each line falls in, with its cost there. */
const planLinesByElement = async (db: Database, complexId: number, today: string) => {
  const plan = await readMaintenancePlan(db, complexId, today);
  const byElement = new Map<number, MapPlanLine[]>();
  for (const line of plan.lines) {
    if (line.element === null) continue;
    const works = plan.years.flatMap((year, index) => {
      const cost = line.costs[index] ?? 0;
      return cost > 0 ? [{ year, cost }] : [];
    });
    const lines = byElement.get(line.element.id) ?? [];
    lines.push({ id: line.id, activity: line.activity, description: line.description, works });
    byElement.set(line.element.id, lines);
  }
  return byElement;
};

/**
 * What of a condition map its reader sees: the aspects of a policy, the plan's works and link proposals for
 * administrators, and whether it may link.
 */
export interface ConditionMapAccess {
  visible: SQL | undefined;
  administrator: boolean;
  mayLink: boolean;
}

/**
 * A project's condition map: the register elements of its complex's aspects that match `visible` (a policy's
 * condition on `aspects`), each with its model elements and every score, oldest first; for an `administrator`, with
 * the draft plan's works and link proposals.
 */
export const readConditionMap = async (
  db: Database,
  project: BimProject,
  access: ConditionMapAccess,
  today: string,
): Promise<ConditionMap> => {
  const [elements, scores, plan] = await Promise.all([
    findMapElements(db, project.complexId, access.visible),
    findMapScores(db, project.complexId, access.visible),
    access.administrator
      ? planLinesByElement(db, project.complexId, today)
      : new Map<number, MapPlanLine[]>(),
  ]);
  const scoresOf = new Map<number, MapScore[]>();
  for (const row of scores) {
    const list = scoresOf.get(row.elementId) ?? [];
    list.push({
      inspectionId: row.inspectionId,
      performedAt: performedAtOf(row),
      score: ElementScore.parse(row.score),
    });
    scoresOf.set(row.elementId, list);
  }
  return {
    projectId: project.id,
    complexId: project.complexId,
    mayLink: access.mayLink,
    proposesLinks: access.administrator,
    elements: elements.map((element) => ({
      id: element.id,
      aspectId: element.aspectId,
      aspectName: element.aspectName,
      label: element.label,
      location: element.location,
      nlsfbCode: element.nlsfbCode,
      globalIds: element.globalIds,
      scores: scoresOf.get(element.id) ?? [],
      planLines: plan.get(element.id) ?? [],
    })),
  };
};
