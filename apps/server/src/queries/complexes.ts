import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Vve } from '@vve/contract/calls/details';
import type { Database } from '../db/database';
import { queryJsonOne } from '../db/json-answer';
import { orNotFound } from '../lib/http-error';
import { complexes } from '../db/schema/complexes';
import { complexJson } from '../presenters/complex';

/** The complex `id` when it matches `where` (a policy's filter), as its residents see it, as JSON; else 404. */
export const findComplexAnswer = async (db: Database, id: number, where: SQL, from: Date) =>
  orNotFound(
    await queryJsonOne<Vve>(
      db,
      sql`select ${complexJson(from)} as answer from ${complexes} where ${and(eq(complexes.id, id), where)}`,
    ),
    'Complex',
  );

/** Every complex in use, by name (the back office's filters and choices): archived ones are gone from them. */
export const complexesInUse = (db: Database) =>
  db
    .select({ id: complexes.id, naam: complexes.naam })
    .from(complexes)
    .where(isNull(complexes.archivedAt))
    .orderBy(asc(complexes.naam), asc(complexes.id));
