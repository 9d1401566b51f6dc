import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  usualPlanTerms,
  type PlanAdoptionPayload,
  type PlanLinePayload,
  type PlanTerms,
} from '@vve/contract/calls/maintenance-plan';
import { ElementScore } from '@vve/contract/rules/element-score';
import { lastPlanYear } from '@vve/contract/rules/maintenance-plan';
import { proposeYear } from '@vve/contract/rules/plan-proposals';
import { recordAudit, type AuditAction } from '../db/audit-log';
import type { Database } from '../db/database';
import { aspectElements, aspects } from '../db/schema/inspections';
import { planChanges, planLines, planVersions } from '../db/schema/maintenance-plans';
import { found, refusal } from '../lib/http-error';
import { findPlanElements, termsOf, type PlanVersionRow } from '../queries/maintenance-plans';
import { findLatestScores } from '../queries/office-conditions';
import { isoDay } from '../lib/clock';
import { lockComplexInUse } from './lock-complex';

interface Change {
  userId: number;
  at: Date;
}

/** A complex's draft plan, locked (made with the usual terms when it has none); 409 when the complex is archived. */
export const lockDraft = async (tx: Database, complexId: number, at: Date): Promise<PlanVersionRow> => {
  await lockComplexInUse(tx, complexId);
  const [draft] = await tx
    .select()
    .from(planVersions)
    .where(and(eq(planVersions.complexId, complexId), isNull(planVersions.adoptedOn)))
    .for('update');
  if (draft) return draft;
  const [made] = await tx
    .insert(planVersions)
    .values({ complexId, ...usualPlanTerms(isoDay(at)) })
    .returning();
  if (!made) throw new Error('plan not stored');
  return made;
};

/**
 * The draft that holds a line, locked with the line; 404 when there is no such line, 409 when it is a line of an
 * adopted version (kept as it is) or of an archived complex.
 */
const lockLineDraft = async (tx: Database, lineId: number) => {
  const { version } = found(
    await tx
      .select({ version: planVersions })
      .from(planLines)
      .innerJoin(planVersions, eq(planVersions.id, planLines.versionId))
      .where(eq(planLines.id, lineId)),
    'Plan line',
  );
  if (version.adoptedOn !== null) throw refusal('planVersionAdopted', { adoptedOn: version.adoptedOn });
  await lockComplexInUse(tx, version.complexId);
  found(
    await tx.select({ id: planLines.id }).from(planLines).where(eq(planLines.id, lineId)).for('update'),
    'Plan line',
  );
  return version;
};

const auditPlan = (
  tx: Database,
  action: AuditAction,
  complexId: number,
  change: Change,
  details: Record<string, string | number>,
) => recordAudit(tx, { userId: change.userId, action, entityId: complexId, at: change.at, details });

/** 400 when a line's first year lies outside the plan's years, or its element is not of the plan's complex. */
const assertLineFits = async (tx: Database, draft: PlanVersionRow, line: PlanLinePayload) => {
  const to = lastPlanYear(draft);
  if (line.firstYear < draft.startYear || line.firstYear > to) {
    throw refusal('planYearOutsideHorizon', { year: line.firstYear, from: draft.startYear, to });
  }
  if (line.elementId === null) return;
  const [element] = await tx
    .select({ id: aspectElements.id })
    .from(aspectElements)
    .innerJoin(aspects, eq(aspects.id, aspectElements.aspectId))
    .where(and(eq(aspectElements.id, line.elementId), eq(aspects.complexId, draft.complexId)));
  if (!element) throw refusal('planElementElsewhere', { element: line.elementId });
};

/**
 * Saves the terms of a complex's draft plan; 409 when lines of it would begin outside its new years (they are
 * changed or removed first).
 */
export const savePlanTerms = (db: Database, change: Change & { complexId: number; terms: PlanTerms }) =>
  db.transaction(async (tx) => {
    const draft = await lockDraft(tx, change.complexId, change.at);
    const { terms } = change;
    const to = lastPlanYear(terms);
    const [outside] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(planLines)
      .where(
        and(
          eq(planLines.versionId, draft.id),
          or(lt(planLines.firstYear, terms.startYear), gt(planLines.firstYear, to)),
        ),
      );
    if (outside && outside.count > 0) {
      throw refusal('planLinesOutsideHorizon', { lines: outside.count, from: terms.startYear, to });
    }
    await tx.update(planVersions).set(terms).where(eq(planVersions.id, draft.id));
    await auditPlan(tx, 'complex.plan-terms-changed', change.complexId, change, { versionId: draft.id });
  });

/** Adds a line to a complex's draft plan; answers its id. */
export const addPlanLine = (db: Database, change: Change & { complexId: number; line: PlanLinePayload }) =>
  db.transaction(async (tx) => {
    const draft = await lockDraft(tx, change.complexId, change.at);
    await assertLineFits(tx, draft, change.line);
    const [row] = await tx
      .insert(planLines)
      .values({ ...change.line, versionId: draft.id })
      .returning({ id: planLines.id });
    if (!row) throw new Error('plan line not stored');
    await auditPlan(tx, 'complex.plan-line-added', change.complexId, change, { lineId: row.id });
    return row.id;
  });

/** Changes a line of a draft plan; answers the complex's id. */
export const changePlanLine = (db: Database, change: Change & { lineId: number; line: PlanLinePayload }) =>
  db.transaction(async (tx) => {
    const draft = await lockLineDraft(tx, change.lineId);
    await assertLineFits(tx, draft, change.line);
    await tx.update(planLines).set(change.line).where(eq(planLines.id, change.lineId));
    await auditPlan(tx, 'complex.plan-line-changed', draft.complexId, change, { lineId: change.lineId });
    return draft.complexId;
  });

/** Removes a line of a draft plan; answers the complex's id. */
export const removePlanLine = (db: Database, change: Change & { lineId: number }) =>
  db.transaction(async (tx) => {
    const draft = await lockLineDraft(tx, change.lineId);
    await tx.delete(planLines).where(eq(planLines.id, change.lineId));
    await auditPlan(tx, 'complex.plan-line-removed', draft.complexId, change, { lineId: change.lineId });
    return draft.complexId;
  });

/**
 * Makes a complex's draft plan the version the members' meeting adopted on `adoptedOn`, kept as it is, and a copy
 * of it (the same terms, the same lines with their keys) the new draft; within the caller's transaction.
 */
export const adoptDraft = async (tx: Database, change: Change & { complexId: number; adoptedOn: string }) => {
  const { adoptedOn } = change;
  const draft = await lockDraft(tx, change.complexId, change.at);
  await tx.update(planVersions).set({ adoptedOn }).where(eq(planVersions.id, draft.id));
  const [next] = await tx
    .insert(planVersions)
    .values({ complexId: draft.complexId, ...termsOf(draft) })
    .returning({ id: planVersions.id });
  if (!next) throw new Error('plan not stored');
  await tx.execute(sql`
    insert into ${planLines} (version_id, line_key, element_id, activity, description, quantity, unit, unit_price,
      vat_rate, first_year, cycle, note)
    select ${next.id}, line_key, element_id, activity, description, quantity, unit, unit_price, vat_rate,
      first_year, cycle, note
    from ${planLines} where version_id = ${draft.id}`);
  await auditPlan(tx, 'complex.plan-adopted', change.complexId, change, { versionId: draft.id, adoptedOn });
};

/** Records the members' meeting's adoption of a complex's draft plan on a day that has come (see `adoptDraft`). */
export const adoptPlan = (
  db: Database,
  change: Change & { complexId: number; adoption: PlanAdoptionPayload },
) =>
  db.transaction(async (tx) => {
    const { adoptedOn } = change.adoption;
    if (adoptedOn > isoDay(change.at)) throw refusal('planAdoptedInFuture', { adoptedOn });
    await adoptDraft(tx, { ...change, adoptedOn });
  });

/** The draft's lines that their elements' latest scores propose to move, by line id (rules/plan-proposals). */
const findProposals = async (tx: Database, draft: PlanVersionRow, at: Date) => {
  const [lines, elements, scores] = await Promise.all([
    tx.select().from(planLines).where(eq(planLines.versionId, draft.id)),
    findPlanElements(tx, draft.complexId),
    findLatestScores(tx, draft.complexId),
  ]);
  const elementOf = new Map(elements.map((element) => [element.id, element]));
  const latestOf = new Map(scores.map((score) => [score.elementId, score]));
  const thisYear = Number(isoDay(at).slice(0, 4));
  return new Map(
    lines.flatMap((line) => {
      const element = line.elementId === null ? undefined : elementOf.get(line.elementId);
      const latest = element && latestOf.get(element.id);
      if (!element || !latest) return [];
      const score = ElementScore.parse(latest.score);
      const proposal = proposeYear({ score, line, element, plan: draft, thisYear });
      if (!proposal) return [];
      return [
        [line.id, { line, element, score, inspectionId: latest.inspectionId, year: proposal.year }] as const,
      ];
    }),
  );
};

/**
 * Accepts what the latest scores propose for lines of a complex's draft plan (every line with a proposal when
 * `lineIds` is 'all'): each line's first year moves to the proposed year, and the plan's history records it with
 * the inspection and score it came from. 409 when a listed line has no proposal (any more): nothing changes then.
 */
export const acceptPlanProposals = (
  db: Database,
  change: Change & { complexId: number; lineIds: number[] | 'all' },
) =>
  db.transaction(async (tx) => {
    const draft = await lockDraft(tx, change.complexId, change.at);
    const proposals = await findProposals(tx, draft, change.at);
    const lineIds = change.lineIds === 'all' ? [...proposals.keys()] : [...new Set(change.lineIds)];
    for (const lineId of lineIds) {
      const proposed = proposals.get(lineId);
      if (!proposed) throw refusal('planProposalGone', { line: lineId });
      const { line, element } = proposed;
      await tx.update(planLines).set({ firstYear: proposed.year }).where(eq(planLines.id, line.id));
      await tx.insert(planChanges).values({
        complexId: change.complexId,
        lineKey: line.lineKey,
        work: line.description === '' ? element.label : `${element.label}: ${line.description}`,
        fromYear: line.firstYear,
        toYear: proposed.year,
        score: proposed.score,
        inspectionId: proposed.inspectionId,
        userId: change.userId,
        at: change.at,
      });
    }
    await auditPlan(tx, 'complex.plan-proposals-accepted', change.complexId, change, {
      lines: lineIds.length,
    });
  });
