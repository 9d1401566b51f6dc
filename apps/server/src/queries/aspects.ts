import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';
import { aspectElements, aspectTypes, aspects } from '../db/schema/inspections';

/** The columns an aspect is presented from; select them with `aspectTypeJoin` and `aspectComplexJoin`. */
export const aspectColumns = {
  id: aspects.id,
  name: aspects.name,
  typeName: aspectTypes.name,
  typeDescription: aspectTypes.description,
  typeIcon: aspectTypes.icon,
  complexName: complexes.naam,
  complexAdres: complexes.adres,
  complexPlaats: complexes.plaats,
};

export const aspectTypeJoin = eq(aspectTypes.id, aspects.aspectTypeId);
export const aspectComplexJoin = eq(complexes.id, aspects.complexId);

/** An aspect's elements, in location order (the caller has checked that the user may see the aspect). */
export const findAspectElements = (db: Database, aspectId: number) =>
  db
    .select()
    .from(aspectElements)
    .where(eq(aspectElements.aspectId, aspectId))
    .orderBy(asc(aspectElements.location), asc(aspectElements.codeFull), asc(aspectElements.id));
