import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { reports } from '../db/schema/reports';

/** The requests an inspection raised, in the order they were raised. */
export const findRequestsOfInspection = (db: Database, inspectionId: number) =>
  db
    .select({
      id: reports.id,
      omschrijving: reports.omschrijving,
      melder: users.name,
      createdAt: reports.createdAt,
      status: reports.status,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdBy))
    .where(eq(reports.inspectionId, inspectionId))
    .orderBy(reports.id);
