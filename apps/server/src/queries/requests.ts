import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { requests } from '../db/schema/requests';

/** The requests an inspection raised, in the order they were raised. */
export const findRequestsOfInspection = (db: Database, inspectionId: number) =>
  db
    .select({
      id: requests.id,
      omschrijving: requests.omschrijving,
      melder: users.name,
      createdAt: requests.createdAt,
      status: requests.status,
    })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.createdBy))
    .where(eq(requests.inspectionId, inspectionId))
    .orderBy(requests.id);
