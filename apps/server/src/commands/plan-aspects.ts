import { eq } from 'drizzle-orm';
import type { AspectPayload, ElementPayload } from '@vve/contract/calls/office-planning';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import {
  aspectElements,
  aspectTypes,
  aspects,
  inspectionElementStates,
  inspections,
} from '../db/schema/inspections';
import { requests } from '../db/schema/requests';
import { refusal } from '../lib/http-error';
import { lockAspect, lockHeldByAspect } from './lock-aspect';
import { lockComplexInUse } from './lock-complex';

interface Change {
  userId: number;
  at: Date;
}

/** The aspect as the contract parsed it: a blank name is none. */
type Aspect = Omit<AspectPayload, 'name'> & { name: string | null };

/** 400 when the aspect type does not exist. */
const assertAspectType = async (tx: Database, aspectTypeId: number) => {
  const [type] = await tx
    .select({ id: aspectTypes.id })
    .from(aspectTypes)
    .where(eq(aspectTypes.id, aspectTypeId));
  if (!type) throw refusal('noSuchAspectType');
};

/** Adds an aspect (a type, and its own name if any) to a complex in use; answers its id. */
export const addAspect = (db: Database, aspect: Aspect & Change & { complexId: number }) =>
  db.transaction(async (tx) => {
    const complex = await lockComplexInUse(tx, aspect.complexId);
    await assertAspectType(tx, aspect.aspectTypeId);
    const [row] = await tx
      .insert(aspects)
      .values({ complexId: complex.id, aspectTypeId: aspect.aspectTypeId, name: aspect.name })
      .returning({ id: aspects.id });
    if (!row) throw new Error('aspect not stored');
    await recordAudit(tx, {
      userId: aspect.userId,
      action: 'complex.aspect-added',
      entityId: complex.id,
      at: aspect.at,
      details: { aspectId: row.id, aspectTypeId: aspect.aspectTypeId },
    });
    return row.id;
  });

/** Changes an aspect's type and name. */
export const updateAspect = (db: Database, change: Aspect & Change & { aspectId: number }) =>
  db.transaction(async (tx) => {
    const { complex, aspect } = await lockAspect(tx, change.aspectId);
    await assertAspectType(tx, change.aspectTypeId);
    await tx
      .update(aspects)
      .set({ aspectTypeId: change.aspectTypeId, name: change.name })
      .where(eq(aspects.id, aspect.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.aspect-updated',
      entityId: complex.id,
      at: change.at,
      details: { aspectId: aspect.id, aspectTypeId: change.aspectTypeId },
    });
  });

/**
 * Removes an aspect that was never inspected (no inspection of it, not even a draft), with its elements and
 * tasks; 409 otherwise: an inspected aspect is kept with its history.
 */
export const removeAspect = (db: Database, change: Change & { aspectId: number }) =>
  db.transaction(async (tx) => {
    const { complex, aspect } = await lockAspect(tx, change.aspectId);
    const [inspected] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(eq(inspections.aspectId, aspect.id))
      .limit(1);
    if (inspected) throw refusal('aspectInspected');
    await tx.delete(aspects).where(eq(aspects.id, aspect.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.aspect-removed',
      entityId: complex.id,
      at: change.at,
      details: { aspectId: aspect.id },
    });
  });

/**
 * The columns of an element: its code, label and location, and the register fields it was sent; a field left out
 * is undefined, which Drizzle leaves as it is (a new element's default: none).
 */
export const elementFields = (element: ElementPayload) => ({
  codeFull: element.elementCode.fullCode,
  codeName: element.elementCode.name,
  label: element.label,
  location: element.location,
  nlsfbCode: element.nlsfbCode,
  material: element.material,
  quantity: element.quantity,
  unit: element.unit,
  installedYear: element.installedYear,
  expectedLife: element.expectedLife,
  replacementValue: element.replacementValue,
  globalIds: element.globalIds,
});

/** Adds an element (its code, label and location) to an aspect; answers its id. */
export const addElement = (db: Database, element: ElementPayload & Change & { aspectId: number }) =>
  db.transaction(async (tx) => {
    const { complex, aspect } = await lockAspect(tx, element.aspectId);
    const [row] = await tx
      .insert(aspectElements)
      .values({ ...elementFields(element), aspectId: aspect.id })
      .returning({ id: aspectElements.id });
    if (!row) throw new Error('element not stored');
    await recordAudit(tx, {
      userId: element.userId,
      action: 'complex.element-added',
      entityId: complex.id,
      at: element.at,
      details: { aspectId: aspect.id, elementId: row.id, code: element.elementCode.fullCode },
    });
    return row.id;
  });

/** Changes an element's code, label and location. */
export const updateElement = (db: Database, change: ElementPayload & Change & { elementId: number }) =>
  db.transaction(async (tx) => {
    const { complex, aspect } = await lockHeldByAspect(tx, 'element', change.elementId);
    await tx.update(aspectElements).set(elementFields(change)).where(eq(aspectElements.id, change.elementId));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.element-updated',
      entityId: complex.id,
      at: change.at,
      details: { aspectId: aspect.id, elementId: change.elementId, code: change.elementCode.fullCode },
    });
  });

/** Removes an element without findings and without requests raised for it; 409 otherwise. */
export const removeElement = (db: Database, change: Change & { elementId: number }) =>
  db.transaction(async (tx) => {
    const { complex, aspect } = await lockHeldByAspect(tx, 'element', change.elementId);
    const [finding] = await tx
      .select({ id: inspectionElementStates.elementId })
      .from(inspectionElementStates)
      .where(eq(inspectionElementStates.elementId, change.elementId))
      .limit(1);
    const [request] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(eq(requests.inspectionElementId, change.elementId))
      .limit(1);
    if (finding || request) throw refusal('elementInspected');
    await tx.delete(aspectElements).where(eq(aspectElements.id, change.elementId));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.element-removed',
      entityId: complex.id,
      at: change.at,
      details: { aspectId: aspect.id, elementId: change.elementId },
    });
  });
