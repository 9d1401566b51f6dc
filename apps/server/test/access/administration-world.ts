import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { aspectElements, aspects, inspections, schedules } from '../../src/db/schema/inspections';
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
  return { freshMember, freshAspect };
};
