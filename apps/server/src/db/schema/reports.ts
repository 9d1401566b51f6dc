import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bimProjects, bimViewpoints } from './bim';
import { complexes } from './complexes';
import { files } from './files';
import { aspectElements, inspections } from './inspections';

/** Numbers of requests that belong to no complex. */
export const reportNrWithoutComplex = pgSequence('report_nr_without_complex');

/** Requests (reports, meldingen) of residents, and those raised by inspections. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id').references(() => complexes.id, { onDelete: 'cascade' }),
    nr: integer('nr').notNull(),
    omschrijving: text('omschrijving').notNull(),
    status: text('status').notNull().default('NIEUW'),
    publiclyVisible: boolean('publicly_visible').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    bimProjectId: integer('bim_project_id').references(() => bimProjects.id, { onDelete: 'set null' }),
    viewpointId: uuid('viewpoint_id').references(() => bimViewpoints.guid, { onDelete: 'set null' }),
    /** A request raised by an inspection, for the inspection as a whole or for one of its elements. */
    inspectionId: integer('inspection_id').references(() => inspections.id, { onDelete: 'cascade' }),
    inspectionElementId: integer('inspection_element_id').references(() => aspectElements.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    unique('reports_complex_nr_unique').on(table.complexId, table.nr),
    index('reports_created_by_idx').on(table.createdBy, table.createdAt),
    index('reports_complex_created_idx').on(table.complexId, table.createdAt),
    // An inspection raises each of its requests once, however often it is saved.
    uniqueIndex('reports_one_per_inspection')
      .on(table.inspectionId)
      .where(sql`${table.inspectionId} is not null and ${table.inspectionElementId} is null`),
    uniqueIndex('reports_one_per_inspection_element')
      .on(table.inspectionId, table.inspectionElementId)
      .where(sql`${table.inspectionElementId} is not null`),
  ],
);

export const reportAttachments = pgTable(
  'report_attachments',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reportId, table.fileId] }),
    // A file is attached to one request only.
    unique('report_attachments_file_id_unique').on(table.fileId),
  ],
);

/** A request's status changes, each with who made it, when and why: its timeline and the resident's history. */
export const reportStatusChanges = pgTable(
  'report_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('report_status_changes_report_idx').on(table.reportId, table.changedAt, table.id)],
);
