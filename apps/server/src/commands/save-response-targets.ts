import type { KnownPriority } from '@vve/contract/rules/known-values';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { responseTargets } from '../db/schema/requests';

/**
 * Sets the response targets a deployment gives (RESPONSE_TARGET_DAYS), at start: requests made or given a priority
 * from then on are due by them; those due already keep their date. The priorities it does not name keep theirs.
 */
export const saveResponseTargets = async (
  db: Database,
  days: Partial<Record<KnownPriority, number>>,
): Promise<void> => {
  const rows = Object.entries(days).map(([priority, target]) => ({ priority, days: target }));
  if (rows.length === 0) return;
  await db
    .insert(responseTargets)
    .values(rows)
    .onConflictDoUpdate({ target: responseTargets.priority, set: { days: sql`excluded.days` } });
};
