import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  RECENTLY_PERFORMED_TASKS,
  RepeatUnit,
  type TaskRepeatPayload,
} from '@vve/contract/calls/office-planning';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';
import { aspectElements, aspectTypes, aspects, inspections, schedules } from '../db/schema/inspections';
import { supplierOrganisations } from '../db/schema/suppliers';
import { found } from '../lib/http-error';
import { aspectName } from './aspects';

/** The aspect types and the organisations in use, by name: what aspects and tasks are made of. */
export const findPlanningChoices = async (db: Database) => {
  const [types, suppliers] = await Promise.all([
    db
      .select({ id: aspectTypes.id, name: aspectTypes.name })
      .from(aspectTypes)
      .orderBy(asc(aspectTypes.name), asc(aspectTypes.id)),
    db
      .select({ id: supplierOrganisations.id, naam: supplierOrganisations.naam })
      .from(supplierOrganisations)
      .where(isNull(supplierOrganisations.archivedAt))
      .orderBy(asc(supplierOrganisations.naam), asc(supplierOrganisations.id)),
  ]);
  return { aspectTypes: types, suppliers };
};

/** A complex whose planning is shown, archived or not; else 404. */
export const findPlannedComplex = async (db: Database, id: number) =>
  found(
    await db
      .select({ id: complexes.id, naam: complexes.naam, archivedAt: complexes.archivedAt })
      .from(complexes)
      .where(eq(complexes.id, id)),
    'Complex',
  );

/** Aspects matching `where` by name, each with its type and its elements (by location and code). */
const findAspects = async (db: Database, where: SQL) => {
  const rows = await db
    .select({ aspect: aspects, typeName: aspectTypes.name })
    .from(aspects)
    .innerJoin(aspectTypes, eq(aspectTypes.id, aspects.aspectTypeId))
    .where(where)
    .orderBy(asc(aspectName), asc(aspects.id));
  const ids = rows.map((row) => row.aspect.id);
  const elements =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(aspectElements)
          .where(inArray(aspectElements.aspectId, ids))
          .orderBy(asc(aspectElements.location), asc(aspectElements.codeFull), asc(aspectElements.id));
  return rows.map((row) => ({
    ...row,
    elements: elements.filter((element) => element.aspectId === row.aspect.id),
  }));
};

export type OfficeAspectRow = Awaited<ReturnType<typeof findAspects>>[number];

/** A complex's aspects with their elements. */
export const findAspectsOf = (db: Database, complexId: number) =>
  findAspects(db, eq(aspects.complexId, complexId));

/** One aspect with its elements; else 404. */
export const findOfficeAspect = async (db: Database, id: number) =>
  found(await findAspects(db, eq(aspects.id, id)), 'Aspect');

/** One element; else 404. */
export const findElement = async (db: Database, id: number) =>
  found(await db.select().from(aspectElements).where(eq(aspectElements.id, id)), 'Element');

/** Tasks matching `where` in `order` (at most `limit`), each with its aspect, its supplier and whether it was started. */
const findTasks = (db: Database, where: SQL | undefined, order: SQL[], limit?: number) => {
  const drafts = db
    .select({ id: inspections.id })
    .from(inspections)
    .where(and(eq(inspections.scheduleId, schedules.id), eq(inspections.draft, true)));
  const query = db
    .select({
      task: schedules,
      aspectName,
      supplierName: supplierOrganisations.naam,
      started: sql<boolean>`${exists(drafts)}`,
    })
    .from(schedules)
    .innerJoin(aspects, eq(aspects.id, schedules.aspectId))
    .innerJoin(aspectTypes, eq(aspectTypes.id, aspects.aspectTypeId))
    .innerJoin(supplierOrganisations, eq(supplierOrganisations.id, schedules.supplierId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
};

export type OfficeTaskRow = Awaited<ReturnType<typeof findTasks>>[number];

/** A complex's open tasks, soonest first. */
export const findOpenTasksOf = (db: Database, complexId: number) =>
  findTasks(db, and(eq(aspects.complexId, complexId), isNull(schedules.performedAt)), [
    asc(schedules.scheduledDate),
    asc(schedules.id),
  ]);

/** A complex's most recently performed tasks, newest first. */
export const findPerformedTasksOf = (db: Database, complexId: number) =>
  findTasks(
    db,
    and(eq(aspects.complexId, complexId), isNotNull(schedules.performedAt)),
    [desc(schedules.performedAt), desc(schedules.id)],
    RECENTLY_PERFORMED_TASKS,
  );

/** One task; else 404. */
export const findOfficeTask = async (db: Database, id: number) =>
  found(await findTasks(db, eq(schedules.id, id), []), 'Task');

/** A task's repeat as stored (both columns or neither, by the table's check); null when it does not repeat. */
export const storedRepeat = (task: {
  repeatEvery: number | null;
  repeatUnit: string | null;
}): TaskRepeatPayload | null =>
  task.repeatEvery === null || task.repeatUnit === null
    ? null
    : { every: task.repeatEvery, unit: RepeatUnit.parse(task.repeatUnit) };
