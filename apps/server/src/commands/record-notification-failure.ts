import { cutText } from '@vve/contract/rules/cut-text';
import type { Database } from '../db/database';
import { notificationFailures } from '../db/schema/notifications';

/** The longest reason kept: an error's message, not its stack. */
const MAX_REASON_LENGTH = 1000;

/** Records that the change of `auditEventId` could not be turned into notifications, and why. */
export const recordNotificationFailure = async (
  tx: Database,
  auditEventId: number,
  error: unknown,
  at: Date,
): Promise<void> => {
  const reason = error instanceof Error ? error.message : String(error);
  await tx
    .insert(notificationFailures)
    .values({ auditEventId, error: cutText(reason, MAX_REASON_LENGTH), at });
};
