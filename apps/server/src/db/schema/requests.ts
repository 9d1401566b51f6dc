import { sql, type SQL } from 'drizzle-orm';
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
export const requestNrWithoutComplex = pgSequence('report_nr_without_complex');

/** Requests (reports, meldingen) of residents, and those raised by inspections. */
export const requests = pgTable(
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
    /** The BCF topic the request is in exports, and was imported from: the same one each time. */
    bcfGuid: uuid('bcf_guid')
      .notNull()
      .default(sql`gen_random_uuid()`),
    /** A request raised by an inspection, for the inspection as a whole or for one of its elements. */
    inspectionId: integer('inspection_id').references(() => inspections.id, { onDelete: 'cascade' }),
    inspectionElementId: integer('inspection_element_id').references(() => aspectElements.id, {
      onDelete: 'cascade',
    }),
    /** The administrator who last moved the request on or gave it a work order ('only mine'). */
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When a supplier last reported on one of its work orders, or the resident last wrote on it: what waits for
     * the administrators who have not opened it since ('waiting for me'). A move of its status clears it.
     */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** How urgent the request is, a code of KNOWN_PRIORITIES: its response target sets `dueAt`. */
    priority: text('priority').notNull().default('Normaal'),
    /**
     * When the request should be answered: its creation plus the response target of its priority, in days
     * (`response_targets`), set by a trigger when it is made and when its priority changes (migration 0021). The
     * default is never stored; it only lets an insert leave the column to the trigger.
     */
    dueAt: timestamp('due_at', { withTimezone: true })
      .notNull()
      .default(sql`'infinity'`),
    /**
     * What the inbox's text filter finds by its trigram index: the description (lower-case) and the number,
     * one a line. The complex's and requester's names are matched in their own tables, the creation moment
     * by its own index (migration 0011), the status by name.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${requests.omschrijving}) || E'\\n' || ${requests.nr}::text`),
  },
  (table) => [
    unique('reports_complex_nr_unique').on(table.complexId, table.nr),
    // With the id, a requester's or complex's requests are read newest first from the index alone.
    index('reports_created_by_idx').on(table.createdBy, table.createdAt, table.id),
    index('reports_complex_created_idx').on(table.complexId, table.createdAt, table.id),
    index('reports_created_idx').on(table.createdAt, table.id),
    index('reports_status_created_idx').on(table.status, table.createdAt, table.id),
    index('reports_handled_by_created_idx').on(table.handledBy, table.createdAt, table.id),
    // The inbox's order by due date, and its overdue requests (due before now) read by range.
    index('reports_due_idx').on(table.dueAt, table.id),
    // With the id, the answered requests are counted from the index alone (an index-only scan); new ones are
    // waiting anyway.
    index('reports_answered_idx')
      .on(table.answeredAt, table.id)
      .where(sql`${table.status} <> 'NIEUW'`),
    index('reports_search_text_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // An inspection raises each of its requests once, however often it is saved.
    uniqueIndex('reports_one_per_inspection')
      .on(table.inspectionId)
      .where(sql`${table.inspectionId} is not null and ${table.inspectionElementId} is null`),
    // An import updates the request of a project that came from the topic.
    uniqueIndex('reports_project_bcf_guid').on(table.bimProjectId, table.bcfGuid),
    uniqueIndex('reports_one_per_inspection_element')
      .on(table.inspectionId, table.inspectionElementId)
      .where(sql`${table.inspectionElementId} is not null`),
  ],
);

export const requestAttachments = pgTable(
  'report_attachments',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
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
export const requestStatusChanges = pgTable(
  'report_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('report_status_changes_report_idx').on(table.reportId, table.changedAt, table.id)],
);

/** How many days a request of each priority may wait for an answer (RESPONSE_TARGET_DAYS sets them at start). */
export const responseTargets = pgTable('response_targets', {
  priority: text('priority').primaryKey(),
  days: integer('days').notNull(),
});

/** How many requests there are in each status: kept by triggers, so that the inbox counts without scanning. */
export const requestStatusTotals = pgTable('report_status_totals', {
  status: text('status').primaryKey(),
  total: integer('total').notNull(),
});

/** A message on a request: to the resident (and from them), or an internal note of the administrators. */
export const requestMessages = pgTable(
  'report_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    /** `RESIDENT`: the resident reads it; `INTERNAL`: administrators only. */
    visibility: text('visibility').notNull(),
    text: text('text').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The BCF comment it was imported from, so that a second import adds it once. */
    bcfGuid: uuid('bcf_guid'),
  },
  (table) => [
    index('report_messages_report_idx').on(table.reportId, table.createdAt, table.id),
    uniqueIndex('report_messages_bcf_guid').on(table.reportId, table.bcfGuid),
  ],
);

/** The photos of a message. */
export const requestMessageAttachments = pgTable(
  'report_message_attachments',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => requestMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.fileId] }),
    unique('report_message_attachments_file_id_unique').on(table.fileId),
  ],
);

/** When an administrator last opened a request ('waiting for me' counts what happened since). */
export const requestViews = pgTable(
  'report_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reportId] })],
);
