import { and, asc, count, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { OfficeComplexListQuery } from '@vve/contract/calls/office-complexes';
import type { Database } from '../db/database';
import { amongFirstRows, pageWindow, type RowWindow } from '../db/paging';
import { bimProjects } from '../db/schema/bim';
import { complexes, units } from '../db/schema/complexes';
import { meetings } from '../db/schema/meetings';
import { found } from '../lib/http-error';
import { containing } from '../lib/like-pattern';
import { currentModel } from './bim-models';

/** The complexes' list order: by name, the id deciding between equal names. */
const BY_NAME = [asc(complexes.naam), asc(complexes.id)];

/** The complexes whose name, address or place hold the text (case-insensitive), when there is one. */
const holding = (text: string | undefined) => {
  const needle = text?.trim().toLowerCase() ?? '';
  if (needle === '') return undefined;
  const pattern = containing(needle);
  return or(
    like(sql`lower(${complexes.naam})`, pattern),
    like(sql`lower(${complexes.adres})`, pattern),
    like(sql`lower(${complexes.plaats})`, pattern),
  );
};

/** The complexes' list's filters (all but the page). */
export type ComplexListFilters = Omit<OfficeComplexListQuery, 'page'>;

/**
 * The rows `rows` (a page, or an export's every row; by name) of the complexes in use, or of the archived ones,
 * matching the text; each with how many units it has. The rows' ids are picked before the units are counted.
 */
export const findComplexList = (db: Database, { text, archived }: ComplexListFilters, rows: RowWindow) => {
  const where = and(
    archived === undefined ? isNull(complexes.archivedAt) : isNotNull(complexes.archivedAt),
    holding(text),
  );
  const unitCount = db
    .select({ n: count().as('n') })
    .from(units)
    .where(eq(units.complexId, complexes.id));
  return db
    .select({ complex: complexes, unitCount: sql<number>`(${unitCount})::int` })
    .from(complexes)
    .where(amongFirstRows(db, complexes.id, where, BY_NAME, rows))
    .orderBy(...BY_NAME);
};

/** A page (50, by name) of the complexes' list: see `findComplexList`. */
export const findComplexListPage = (db: Database, { page, ...filters }: OfficeComplexListQuery) =>
  findComplexList(db, filters, pageWindow(page));

export type ComplexListRow = Awaited<ReturnType<typeof findComplexList>>[number];

/** One complex, archived or not; else 404. */
export const findComplex = async (db: Database, id: number) =>
  found(await db.select().from(complexes).where(eq(complexes.id, id)), 'Complex');

/** A complex's units by index number. */
export const findUnits = (db: Database, complexId: number) =>
  db.select().from(units).where(eq(units.complexId, complexId)).orderBy(asc(units.indexNr), asc(units.id));

/** One unit; else 404. */
export const findUnit = async (db: Database, id: number) =>
  found(await db.select().from(units).where(eq(units.id, id)), 'Unit');

/** A complex's members' meetings, held and planned, the soonest last. */
export const findMeetings = (db: Database, complexId: number) =>
  db
    .select()
    .from(meetings)
    .where(eq(meetings.complexId, complexId))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));

/** One meeting; else 404. */
export const findMeeting = async (db: Database, id: number) =>
  found(await db.select().from(meetings).where(eq(meetings.id, id)), 'Meeting');

/** A 3D project with the model its viewer shows (null when none was uploaded). */
const withModel = async (db: Database, project: typeof bimProjects.$inferSelect) => ({
  project,
  model: (await currentModel(db, project.id)) ?? null,
});

export type ComplexProjectRow = Awaited<ReturnType<typeof withModel>>;

/** A complex's 3D projects by name, each with its current model. */
export const findComplexProjects = async (db: Database, complexId: number) => {
  const projects = await db
    .select()
    .from(bimProjects)
    .where(eq(bimProjects.complexId, complexId))
    .orderBy(asc(bimProjects.name), asc(bimProjects.id));
  return Promise.all(projects.map((project) => withModel(db, project)));
};

/** One 3D project with its current model; else 404. */
export const findComplexProject = async (db: Database, id: number) =>
  withModel(db, found(await db.select().from(bimProjects).where(eq(bimProjects.id, id)), '3D project'));
