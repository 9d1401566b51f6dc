import { and, eq, type SQL } from 'drizzle-orm';
import type { schedules } from '../db/schema/inspections';
import { inspections } from '../db/schema/inspections';

/** The draft of a task (a `schedules.id`, or its column) that an inspector started: at most one. */
export const draftOfTask = (scheduleId: number | typeof schedules.id, inspectorId: number): SQL | undefined =>
  and(
    eq(inspections.scheduleId, scheduleId),
    eq(inspections.createdBy, inspectorId),
    eq(inspections.draft, true),
  );
