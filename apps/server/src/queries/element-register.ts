import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aspectElements, aspectTypes, aspects } from '../db/schema/inspections';
import { aspectName } from './aspects';

/** A complex's aspects by the names the back office shows, which a register file names them by. */
export const findRegisterAspects = (db: Database, complexId: number) =>
  db
    .select({ id: aspects.id, name: aspectName })
    .from(aspects)
    .innerJoin(aspectTypes, eq(aspectTypes.id, aspects.aspectTypeId))
    .where(eq(aspects.complexId, complexId));

/** Every element of a complex's aspects with its register, by aspect, location and code. */
export const findRegisterElements = (db: Database, complexId: number) =>
  db
    .select({
      id: aspectElements.id,
      aspectId: aspectElements.aspectId,
      aspect: aspectName,
      codeFull: aspectElements.codeFull,
      codeName: aspectElements.codeName,
      label: aspectElements.label,
      location: aspectElements.location,
      nlsfbCode: aspectElements.nlsfbCode,
      material: aspectElements.material,
      quantity: aspectElements.quantity,
      unit: aspectElements.unit,
      installedYear: aspectElements.installedYear,
      expectedLife: aspectElements.expectedLife,
      replacementValue: aspectElements.replacementValue,
      globalIds: aspectElements.globalIds,
    })
    .from(aspectElements)
    .innerJoin(aspects, eq(aspects.id, aspectElements.aspectId))
    .innerJoin(aspectTypes, eq(aspectTypes.id, aspects.aspectTypeId))
    .where(eq(aspects.complexId, complexId))
    .orderBy(
      asc(aspectName),
      asc(aspectElements.location),
      asc(aspectElements.codeFull),
      asc(aspectElements.id),
    );

export type RegisterElementRow = Awaited<ReturnType<typeof findRegisterElements>>[number];
