import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { inspections, type schedules } from '../db/schema/inspections';
import { refusal } from '../lib/http-error';
import { recordAudit } from '../db/audit-log';
import { draftOfTask } from '../queries/inspections';

/**
 * Opens the draft inspection of a task for an inspector: the existing draft when there is one
 * (registering twice, or two tabs at once, opens the same draft), else a new one with its audit row
 * (spec §4). The caller has checked that the task is within the user's scope (policies/schedules).
 */
export const startInspection = async (
  db: Database,
  schedule: typeof schedules.$inferSelect,
  userId: number,
  aspectId: number,
  now: Date,
): Promise<number> => {
  const scheduleId = schedule.id;
  if (schedule.aspectId !== aspectId) throw refusal('taskForAnotherAspect');
  if (schedule.performedAt) throw refusal('taskPerformedAlready');

  const existingDraft = async () => {
    const [draft] = await db
      .select({ id: inspections.id })
      .from(inspections)
      .where(draftOfTask(scheduleId, userId));
    return draft?.id;
  };
  const existing = await existingDraft();
  if (existing !== undefined) return existing;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(inspections)
        .values({
          aspectId,
          supplierId: schedule.supplierId,
          scheduleId,
          createdBy: userId,
          createdAt: now,
          draft: true,
          planDate: schedule.scheduledDate,
        })
        .returning({ id: inspections.id });
      if (!created) throw new Error('inspection not created');
      await recordAudit(tx, { userId, action: 'inspection.started', entityId: created.id, at: now });
      return created.id;
    });
  } catch (error) {
    const raced = isUniqueViolation(error) ? await existingDraft() : undefined;
    if (raced === undefined) throw error;
    return raced;
  }
};
