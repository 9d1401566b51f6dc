import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';
import { aspectElements, aspectTypes, aspects } from '../db/schema/inspections';

/** The joins of an aspect with its type and its complex (presenters/aspect presents the three). */
export const aspectTypeJoin = eq(aspectTypes.id, aspects.aspectTypeId);
export const aspectComplexJoin = eq(complexes.id, aspects.complexId);

/** An aspect's name as the back office shows it: its own, or its type's (with `aspectTypeJoin`). */
export const aspectName = sql<string>`coalesce(${aspects.name}, ${aspectTypes.name})`;

/** An aspect's elements, in location order (the caller has checked that the user may see the aspect). */
export const findAspectElements = (db: Database, aspectId: number) =>
  db
    .select()
    .from(aspectElements)
    .where(eq(aspectElements.aspectId, aspectId))
    .orderBy(asc(aspectElements.location), asc(aspectElements.codeFull), asc(aspectElements.id));
