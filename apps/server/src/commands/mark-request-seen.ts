import type { Database } from '../db/database';
import { requestViews } from '../db/schema/requests';

/**
 * Records that an administrator opened a request now: 'waiting for me' counts only the supplier reports
 * after this. A read, not a change of the request, so it has no audit row.
 */
export const markRequestSeen = async (
  db: Database,
  view: { userId: number; reportId: number; at: Date },
): Promise<void> => {
  await db
    .insert(requestViews)
    .values({ userId: view.userId, reportId: view.reportId, seenAt: view.at })
    .onConflictDoUpdate({
      target: [requestViews.userId, requestViews.reportId],
      set: { seenAt: view.at },
    });
};
