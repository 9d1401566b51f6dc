import { and, eq, sql, type SQL } from 'drizzle-orm';
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
