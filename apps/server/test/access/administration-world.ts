import { and, eq, isNull } from 'drizzle-orm';
import { usualPlanTerms } from '@vve/contract/calls/maintenance-plan';
import type { Database } from '../../src/db/database';
import {
  aspectElements,
  aspects,
  inspectionElementStates,
  inspections,
  schedules,
} from '../../src/db/schema/inspections';
import { planLines, planVersions } from '../../src/db/schema/maintenance-plans';
import { supplierMembers } from '../../src/db/schema/suppliers';
import { createAspectWithTask, createInvitee } from '../factories';

/** A member of a supplier made for the calls that add or remove one (not the supplier's member who logs in). */
export interface FreshMember {
  id: number;
  email: string;
}

/** An aspect made for the calls that change or remove one, with an element and an open task nobody started. */
export interface FreshAspect {
  aspectId: number;
  aspectTypeId: number;
  elementId: number;
  taskId: number;
}

export const MISSING_ASPECT = (missingId: number): FreshAspect => ({
  aspectId: missingId,
  aspectTypeId: missingId,
  elementId: missingId,
  taskId: missingId,
});

/**
 * A complex's plan made for the plan's calls: a line of its draft to change or remove, a line whose element's latest
 * score (condition 5) proposes an earlier year, and an adopted version.
 */
export interface FreshPlan {
  lineId: number;
  proposedLineId: number;
  adoptedVersionId: number;
}

export const MISSING_PLAN = (missingId: number): FreshPlan => ({
  lineId: missingId,
  proposedLineId: missingId,
  adoptedVersionId: missingId,
});

/** The first year of a spare line; condition 5 proposes next year for it. */
const SPARE_LINE_YEAR = 2040;

/** The years of the spare plans (2026–2055): every matrix body about a plan's years fits in them. */
const SPARE_PLAN_TERMS = usualPlanTerms('2026-01-01');

/**
 * The records that the matrix's supplier and planning rows change or remove, per side: each is made once (while
 * the world is built, so that a call that stores nothing finds it made) and made anew only when a call removed it.
 */
export const administrationSpares = (db: Database) => {
  const members = new Map<number, FreshMember>();
  const freshMember = async (supplierId: number): Promise<FreshMember> => {
    const spare = members.get(supplierId);
    if (spare !== undefined) {
      const [intact] = await db
        .select({ id: supplierMembers.userId })
        .from(supplierMembers)
        .where(and(eq(supplierMembers.userId, spare.id), eq(supplierMembers.supplierId, supplierId)));
      if (intact) return spare;
    }
    const person = await createInvitee(db, 'Nieuwe Monteur');
    await db.insert(supplierMembers).values({ userId: person.id, supplierId });
    members.set(supplierId, person);
    return person;
  };

  const spareAspects = new Map<number, FreshAspect>();
  const isIntact = async (spare: FreshAspect): Promise<boolean> => {
    const [element] = await db
      .select({ id: aspectElements.id })
      .from(aspectElements)
      .where(eq(aspectElements.id, spare.elementId));
    const [task] = await db
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.id, spare.taskId), isNull(schedules.performedAt)));
    const [started] = await db
      .select({ id: inspections.id })
      .from(inspections)
      .where(eq(inspections.aspectId, spare.aspectId));
    return element !== undefined && task !== undefined && started === undefined;
  };
  const freshAspect = async (side: { complexId: number; supplierId: number }): Promise<FreshAspect> => {
    const spare = spareAspects.get(side.complexId);
    if (spare && (await isIntact(spare))) return spare;
    const made = await createAspectWithTask(db, side.complexId, side.supplierId);
    const [aspect] = await db
      .select({ aspectTypeId: aspects.aspectTypeId })
      .from(aspects)
      .where(eq(aspects.id, made.aspectId));
    const [elementId] = made.elementIds;
    if (!aspect || elementId === undefined) throw new Error('aspect not created');
    const fresh = {
      aspectId: made.aspectId,
      aspectTypeId: aspect.aspectTypeId,
      elementId,
      taskId: made.scheduleId,
    };
    spareAspects.set(side.complexId, fresh);
    return fresh;
  };

  const sparePlans = new Map<number, FreshPlan>();
  /** Whether the line is still in its complex's draft (adopting the draft makes it a line of an adopted version). */
  const isDraftLine = async (lineId: number): Promise<boolean> => {
    const [line] = await db
      .select({ id: planLines.id })
      .from(planLines)
      .innerJoin(planVersions, eq(planVersions.id, planLines.versionId))
      .where(and(eq(planLines.id, lineId), isNull(planVersions.adoptedOn)));
    return line !== undefined;
  };
  const draftOf = async (complexId: number): Promise<number> => {
    const where = and(eq(planVersions.complexId, complexId), isNull(planVersions.adoptedOn));
    const [draft] = await db.select({ id: planVersions.id }).from(planVersions).where(where);
    if (draft) return draft.id;
    const [made] = await db
      .insert(planVersions)
      .values({ complexId, ...SPARE_PLAN_TERMS })
      .returning({ id: planVersions.id });
    if (!made) throw new Error('plan not created');
    return made.id;
  };
  /** An element of the complex scored 5 by a performed inspection of an aspect of its own. */
  const scoredElements = new Map<number, number>();
  const scoredElementOf = async (side: { complexId: number; supplierId: number }) => {
    const known = scoredElements.get(side.complexId);
    if (known !== undefined) return known;
    const made = await createAspectWithTask(db, side.complexId, side.supplierId);
    const [elementId = 0] = made.elementIds;
    const [inspection] = await db
      .insert(inspections)
      .values({
        aspectId: made.aspectId,
        supplierId: side.supplierId,
        createdAt: new Date('2026-01-10T09:00:00Z'),
        draft: false,
        performedAt: new Date('2026-01-10T10:00:00Z'),
      })
      .returning({ id: inspections.id });
    await db.insert(inspectionElementStates).values({
      inspectionId: inspection?.id ?? 0,
      elementId,
      state: 'BAD',
      createRequest: false,
      requestDescription: '',
      score: 5,
    });
    scoredElements.set(side.complexId, elementId);
    return elementId;
  };
  /** A line of the complex's draft, about the element or about none, from SPARE_LINE_YEAR every 5 years. */
  const spareLine = async (complexId: number, elementId: number | null) => {
    const [line] = await db
      .insert(planLines)
      .values({
        versionId: await draftOf(complexId),
        elementId,
        activity: 'inspect',
        description: 'Inspectie daken',
        quantity: 1,
        unit: 'pst',
        unitPrice: 500,
        vatRate: 21,
        firstYear: SPARE_LINE_YEAR,
        cycle: 5,
        note: '',
      })
      .returning({ id: planLines.id });
    if (!line) throw new Error('plan line not created');
    return line.id;
  };
  /** Whether the line's proposal is still there: it is in the draft and was not moved. */
  const isProposed = async (lineId: number) => {
    const [line] = await db
      .select({ firstYear: planLines.firstYear })
      .from(planLines)
      .where(eq(planLines.id, lineId));
    return line?.firstYear === SPARE_LINE_YEAR && (await isDraftLine(lineId));
  };
  const freshPlan = async (side: { complexId: number; supplierId: number }): Promise<FreshPlan> => {
    const { complexId } = side;
    const spare = sparePlans.get(complexId);
    const lineId =
      spare && (await isDraftLine(spare.lineId)) ? spare.lineId : await spareLine(complexId, null);
    const proposedLineId =
      spare && (await isProposed(spare.proposedLineId))
        ? spare.proposedLineId
        : await spareLine(complexId, await scoredElementOf(side));
    const [adopted] =
      spare === undefined
        ? await db
            .insert(planVersions)
            .values({ complexId, ...SPARE_PLAN_TERMS, adoptedOn: '2025-06-01' })
            .returning({ id: planVersions.id })
        : [{ id: spare.adoptedVersionId }];
    if (!adopted) throw new Error('plan not created');
    const fresh = { lineId, proposedLineId, adoptedVersionId: adopted.id };
    sparePlans.set(complexId, fresh);
    return fresh;
  };
  return { freshMember, freshAspect, freshPlan };
};
