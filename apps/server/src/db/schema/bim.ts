import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BimModelStatus, ViewpointCamera } from '@vve/contract/calls/bim';
import { users } from './accounts';
import { complexes } from './complexes';
import { files } from './files';

/** A 3D building model project of a complex. */
export const bimProjects = pgTable(
  'bim_projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [index('bim_projects_complex_id_idx').on(table.complexId)],
);

/**
 * An uploaded IFC model of a project and its conversion to fragments. The table is also the job
 * queue of the conversions: a QUEUED row, or a CONVERTING row whose lease ran out (its converter
 * died), is claimed by the next free converter.
 */
export const bimModels = pgTable(
  'bim_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => bimProjects.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    schema: text('schema').notNull(),
    ifcKey: text('ifc_key').notNull(),
    ifcBytes: integer('ifc_bytes').notNull(),
    status: text('status').$type<BimModelStatus>().notNull().default('QUEUED'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    fragmentsKey: text('fragments_key'),
    fragmentsBytes: integer('fragments_bytes'),
  },
  (table) => [
    index('bim_models_project_idx').on(table.projectId, table.id),
    index('bim_models_pending_idx')
      .on(table.id)
      .where(sql`${table.status} in ('QUEUED', 'CONVERTING')`),
  ],
);

/** A BCF viewpoint: a camera in the model's Z-up coordinates, the selected elements and the viewer's picture. */
export const bimViewpoints = pgTable(
  'bim_viewpoints',
  {
    guid: uuid('guid').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => bimProjects.id, { onDelete: 'cascade' }),
    camera: jsonb('camera').$type<ViewpointCamera>().notNull(),
    selectedGuids: text('selected_guids').array().notNull(),
    /** The viewer's picture of it (a PNG), when it sent one. */
    snapshotFileId: integer('snapshot_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('bim_viewpoints_project_idx').on(table.projectId),
    index('bim_viewpoints_snapshot_idx').on(table.snapshotFileId),
  ],
);
