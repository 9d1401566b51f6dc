import { asc, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';

/** Every complex in use, by name (the back office's filters and choices): archived ones are gone from them. */
export const complexesInUse = (db: Database) =>
  db
    .select({ id: complexes.id, naam: complexes.naam })
    .from(complexes)
    .where(isNull(complexes.archivedAt))
    .orderBy(asc(complexes.naam), asc(complexes.id));
