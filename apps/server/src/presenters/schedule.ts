import { sql, type SQL } from 'drizzle-orm';
import { renderedOnce } from '../db/json-answer';
import { inspections, schedules } from '../db/schema/inspections';
import { aspectJson } from './aspect';

/**
 * A planned inspection task (spec §3) with the caller's draft inspection of it, as the answer's JSON: from a row of
 * `schedules` joined with its aspect as `aspectJson` needs it and (left) with the caller's draft in `inspections`.
 */
export const scheduleJson: SQL = renderedOnce(sql`json_build_object(
  'id', ${schedules.id},
  'scheduledDate', ${schedules.scheduledDate},
  'aspect', ${aspectJson},
  'draftInspectionId', ${inspections.id})`);
