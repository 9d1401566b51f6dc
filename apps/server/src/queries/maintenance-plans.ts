import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PlanTerms } from '@vve/contract/calls/maintenance-plan';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { aspectElements, aspects, aspectTypes } from '../db/schema/inspections';
import { planChanges, planLines, planVersions } from '../db/schema/maintenance-plans';
import { found } from '../lib/http-error';

export type PlanVersionRow = typeof planVersions.$inferSelect;

/** A stored version's terms as the contract's. */
export const termsOf = (version: PlanVersionRow): PlanTerms => ({
  priceDate: version.priceDate,
  indexation: version.indexation,
  startYear: version.startYear,
  horizon: version.horizon,
  reserveAtStart: version.reserveAtStart,
  yearlyContribution: version.yearlyContribution,
  contributionByYear: version.contributionByYear,
  interestRate: version.interestRate,
  rebuildValue: version.rebuildValue,
});

/** A complex's draft plan, if it has one. */
export const findDraft = async (db: Database, complexId: number): Promise<PlanVersionRow | undefined> => {
  const [draft] = await db
    .select()
    .from(planVersions)
    .where(and(eq(planVersions.complexId, complexId), isNull(planVersions.adoptedOn)));
  return draft;
};

/** A version of a plan; 404 when there is none. */
export const findPlanVersion = async (db: Database, id: number) =>
  found(await db.select().from(planVersions).where(eq(planVersions.id, id)), 'Plan version');

/** The newest version of a complex's plan that the members' meeting adopted, if any. */
export const findNewestAdopted = async (
  db: Database,
  complexId: number,
): Promise<PlanVersionRow | undefined> => {
  const [adopted] = await db
    .select()
    .from(planVersions)
    .where(and(eq(planVersions.complexId, complexId), isNotNull(planVersions.adoptedOn)))
    .orderBy(desc(planVersions.adoptedOn), desc(planVersions.id))
    .limit(1);
  return adopted;
};

/** Every version of a complex's plan: the draft first, then the adopted ones, newest first. */
export const findVersionsOf = (db: Database, complexId: number) =>
  db
    .select({ id: planVersions.id, adoptedOn: planVersions.adoptedOn })
    .from(planVersions)
    .where(eq(planVersions.complexId, complexId))
    .orderBy(desc(isNull(planVersions.adoptedOn)), desc(planVersions.adoptedOn), desc(planVersions.id));

/** A version's lines. */
export const findLinesOf = (db: Database, versionId: number) =>
  db.select().from(planLines).where(eq(planLines.versionId, versionId)).orderBy(asc(planLines.id));

export type PlanLineRow = typeof planLines.$inferSelect;

/**
 * The elements of a complex's register that a line can be about, by NL-SfB code and label: with their aspect's
 * name, their quantity and unit (a new line takes them), and their installation year and expected life (what a
 * good score after a replacement proposes from).
 */
export const findPlanElements = (db: Database, complexId: number) =>
  db
    .select({
      id: aspectElements.id,
      label: aspectElements.label,
      location: aspectElements.location,
      nlsfbCode: aspectElements.nlsfbCode,
      aspectName: sql<string>`coalesce(${aspects.name}, ${aspectTypes.name})`,
      quantity: aspectElements.quantity,
      unit: aspectElements.unit,
      installedYear: aspectElements.installedYear,
      expectedLife: aspectElements.expectedLife,
    })
    .from(aspectElements)
    .innerJoin(aspects, eq(aspects.id, aspectElements.aspectId))
    .innerJoin(aspectTypes, eq(aspectTypes.id, aspects.aspectTypeId))
    .where(eq(aspects.complexId, complexId))
    .orderBy(asc(aspectElements.nlsfbCode), asc(aspectElements.label), asc(aspectElements.id));

export type PlanElementRow = Awaited<ReturnType<typeof findPlanElements>>[number];

/** The accepted proposals of a complex's plan, newest first, with who accepted each. */
export const findPlanHistory = (db: Database, complexId: number) =>
  db
    .select({ change: planChanges, by: users.name })
    .from(planChanges)
    .innerJoin(users, eq(users.id, planChanges.userId))
    .where(eq(planChanges.complexId, complexId))
    .orderBy(desc(planChanges.at), desc(planChanges.id));
