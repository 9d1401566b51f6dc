import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { serverSecrets } from './schema/notifications';

/**
 * A secret the server makes itself: the first node to ask stores `make()`'s value, and every node, now and
 * after restarts, gets that one.
 */
export const serverSecret = async (db: Database, name: string, make: () => string): Promise<string> => {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} not stored`);
  return row.value;
};
