import { and, eq, isNull } from 'drizzle-orm';
import type { TaskPayload } from '@vve/contract/calls/office-planning';
import { nextTaskDate } from '@vve/contract/rules/task-repeat';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { aspects, inspections, schedules } from '../db/schema/inspections';
import { supplierOrganisations } from '../db/schema/suppliers';
import { found, refusal } from '../lib/http-error';
import { storedRepeat } from '../queries/office-planning';
import { lockAspect, lockHeldByAspect } from './lock-aspect';

interface Change {
  userId: number;
  at: Date;
}

/** The task's columns from the payload: its supplier (in use), its date and its repeat (or none). */
const taskFields = async (tx: Database, task: TaskPayload) => {
  const supplier = found(
    await tx
      .select({ archivedAt: supplierOrganisations.archivedAt })
      .from(supplierOrganisations)
      .where(eq(supplierOrganisations.id, task.supplierId)),
    'Supplier',
  );
  if (supplier.archivedAt !== null) throw refusal('supplierNotInUse');
  return {
    supplierId: task.supplierId,
    scheduledDate: task.scheduledDate,
    repeatEvery: task.repeat?.every ?? null,
    repeatUnit: task.repeat?.unit ?? null,
  };
};

/** Plans an inspection of an aspect for a supplier on a date, repeating or not; answers the task's id. */
export const planTask = (db: Database, task: TaskPayload & Change & { aspectId: number }) =>
  db.transaction(async (tx) => {
    const { complex, aspect } = await lockAspect(tx, task.aspectId);
    const [row] = await tx
      .insert(schedules)
      .values({ ...(await taskFields(tx, task)), aspectId: aspect.id })
      .returning({ id: schedules.id });
    if (!row) throw new Error('task not stored');
    await recordAudit(tx, {
      userId: task.userId,
      action: 'complex.task-planned',
      entityId: complex.id,
      at: task.at,
      details: { taskId: row.id, aspectId: aspect.id, supplierId: task.supplierId, date: task.scheduledDate },
    });
    return row.id;
  });

/** An open task, locked with its aspect and complex; 409 once it is performed. */
const lockOpenTask = async (tx: Database, taskId: number) => {
  const { complex } = await lockHeldByAspect(tx, 'task', taskId);
  const task = found(await tx.select().from(schedules).where(eq(schedules.id, taskId)), 'Task');
  if (task.performedAt !== null) throw refusal('taskPerformed');
  return { complex, task };
};

/** Changes an open task's supplier, date and repeat. */
export const updateTask = (db: Database, change: TaskPayload & Change & { taskId: number }) =>
  db.transaction(async (tx) => {
    const { complex, task } = await lockOpenTask(tx, change.taskId);
    await tx
      .update(schedules)
      .set(await taskFields(tx, change))
      .where(eq(schedules.id, task.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.task-updated',
      entityId: complex.id,
      at: change.at,
      details: { taskId: task.id, supplierId: change.supplierId, date: change.scheduledDate },
    });
  });

/** Removes an open task that no inspection has started; 409 otherwise. */
export const removeTask = (db: Database, change: Change & { taskId: number }) =>
  db.transaction(async (tx) => {
    const { complex, task } = await lockOpenTask(tx, change.taskId);
    const [draft] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(eq(inspections.scheduleId, task.id))
      .limit(1);
    if (draft) throw refusal('taskStarted');
    await tx.delete(schedules).where(eq(schedules.id, task.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.task-removed',
      entityId: complex.id,
      at: change.at,
      details: { taskId: task.id },
    });
  });

/**
 * Marks a task performed, in the transaction of the inspection that performed it; a repeating task plans its
 * next one there too: the same aspect, supplier and repeat, its date the repeat after this one's scheduled date.
 * A task performed already changes nothing (saving an inspection again plans no second next task).
 */
export const performTask = async (tx: Database, performed: Change & { taskId: number }) => {
  const [task] = await tx
    .update(schedules)
    .set({ performedAt: performed.at })
    .where(and(eq(schedules.id, performed.taskId), isNull(schedules.performedAt)))
    .returning();
  const repeat = task && storedRepeat(task);
  if (!task || !repeat) return;
  const scheduledDate = nextTaskDate(task.scheduledDate, repeat);
  const [next] = await tx
    .insert(schedules)
    .values({
      aspectId: task.aspectId,
      supplierId: task.supplierId,
      scheduledDate,
      repeatEvery: task.repeatEvery,
      repeatUnit: task.repeatUnit,
    })
    .returning({ id: schedules.id });
  if (!next) throw new Error('next task not stored');
  const [aspect] = await tx
    .select({ complexId: aspects.complexId })
    .from(aspects)
    .where(eq(aspects.id, task.aspectId));
  if (!aspect) throw new Error(`aspect ${String(task.aspectId)} missing`);
  await recordAudit(tx, {
    userId: performed.userId,
    action: 'complex.task-repeated',
    entityId: aspect.complexId,
    at: performed.at,
    details: { performedTaskId: task.id, taskId: next.id, date: scheduledDate },
  });
};
