import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { accountsSeed } from './parts/accounts';
import type { SeedPart } from './seed-part';

/** The demo dataset, area by area; each later area appends its part here. */
export const seedParts: readonly SeedPart[] = [accountsSeed];

export const isDatabaseEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
};

/** Loads the demo dataset into an empty database, all or nothing. */
export const seedDemoData = async (db: Database): Promise<void> => {
  await db.transaction(async (tx) => {
    for (const part of seedParts) await part.run(tx);
  });
};
