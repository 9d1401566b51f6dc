import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { rememberTokens, sessions } from './schema/accounts';

/**
 * Ends every session and remember-me token of a user: after a theft is noticed, a new password, a
 * deactivation. Call it in the transaction of that change.
 */
export const endAllSessions = async (db: Database, userId: number): Promise<void> => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(rememberTokens).where(eq(rememberTokens.userId, userId));
};
