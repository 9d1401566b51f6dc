import { sql } from 'drizzle-orm';
import type { Defect } from '@vve/contract/calls/inspections';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { complexes } from './complexes';
import { files } from './files';
import { supplierOrganisations } from './suppliers';

export const aspectTypes = pgTable('aspect_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  icon: text('icon'),
});

/** A part of a complex that is inspected: its roofs, its window frames, its lifts. */
export const aspects = pgTable(
  'aspects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    aspectTypeId: integer('aspect_type_id')
      .notNull()
      .references(() => aspectTypes.id),
    /** The aspect's own name ('Platte daken blok A'); without one, its type's name is shown. */
    name: text('name'),
  },
  (table) => [index('aspects_complex_id_idx').on(table.complexId)],
);

export const aspectElements = pgTable(
  'aspect_elements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    aspectId: integer('aspect_id')
      .notNull()
      .references(() => aspects.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    location: text('location').notNull(),
    codeFull: text('code_full').notNull(),
    codeName: text('code_name').notNull(),
    // The element register: each null (or empty) when unknown.
    nlsfbCode: text('nlsfb_code'),
    material: text('material'),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }),
    unit: text('unit'),
    installedYear: integer('installed_year'),
    expectedLife: integer('expected_life'),
    replacementValue: numeric('replacement_value', { precision: 14, scale: 2, mode: 'number' }),
    /** The IFC GlobalIds of the model elements it stands for. */
    globalIds: text('global_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    index('aspect_elements_aspect_id_idx').on(table.aspectId),
    check('aspect_elements_nlsfb_code', sql`${table.nlsfbCode} ~ '^[0-9]{4}$'`),
    check('aspect_elements_quantity_unit', sql`(${table.quantity} is null) = (${table.unit} is null)`),
    check('aspect_elements_unit', sql`${table.unit} in ('m2', 'm1', 'st', 'pst')`),
    check('aspect_elements_quantity', sql`${table.quantity} > 0`),
    check('aspect_elements_replacement_value', sql`${table.replacementValue} >= 0`),
  ],
);

/** A planned inspection task of an aspect for a supplier. */
export const schedules = pgTable(
  'schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    aspectId: integer('aspect_id')
      .notNull()
      .references(() => aspects.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => supplierOrganisations.id, { onDelete: 'cascade' }),
    scheduledDate: date('scheduled_date').notNull(),
    /** Set when an inspection performed the task. */
    performedAt: timestamp('performed_at', { withTimezone: true }),
    /** A repeating task: when performed, the next one is planned this many months or years later. */
    repeatEvery: integer('repeat_every'),
    repeatUnit: text('repeat_unit'),
  },
  // The open tasks, soonest first: a supplier's, and all of them for administrators.
  (table) => [
    index('schedules_supplier_open_idx')
      .on(table.supplierId, table.scheduledDate, table.id)
      .where(sql`${table.performedAt} is null`),
    index('schedules_open_idx')
      .on(table.scheduledDate, table.id)
      .where(sql`${table.performedAt} is null`),
    // A complex's planning lists its aspects' tasks.
    index('schedules_aspect_id_idx').on(table.aspectId, table.scheduledDate),
    check(
      'schedules_repeat',
      sql`(${table.repeatEvery} is null and ${table.repeatUnit} is null) or (${table.repeatEvery} between 1 and 120 and ${table.repeatUnit} in ('months', 'years'))`,
    ),
  ],
);

export const inspections = pgTable(
  'inspections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    aspectId: integer('aspect_id')
      .notNull()
      .references(() => aspects.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => supplierOrganisations.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    draft: boolean('draft').notNull(),
    performedAt: timestamp('performed_at', { withTimezone: true }),
    state: text('state').notNull().default('MISSING'),
    stateDescription: text('state_description'),
    createRequest: boolean('create_request').notNull().default(false),
    requestDescription: text('request_description').notNull().default(''),
    /** The inspection's own uploads attached to the inspection as a whole. */
    fileIds: integer('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    planDate: date('plan_date'),
    /** One more with every save: a save based on an older version is refused (409). */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('inspections_supplier_created_idx').on(table.supplierId, table.createdAt, table.id),
    index('inspections_created_idx').on(table.createdAt, table.id),
    // A complex's condition overview: its aspects' performed inspections, when and in what order, from the index alone.
    index('inspections_aspect_performed_idx')
      .on(table.aspectId, table.performedAt, table.id)
      .where(sql`not ${table.draft}`),
    // One draft per task and inspector: registering again opens the same draft.
    uniqueIndex('inspections_one_draft_per_schedule')
      .on(table.scheduleId, table.createdBy)
      .where(sql`${table.draft} and ${table.scheduleId} is not null`),
  ],
);

/** The findings per element of an inspection. */
export const inspectionElementStates = pgTable(
  'inspection_element_states',
  {
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    elementId: integer('element_id')
      .notNull()
      .references(() => aspectElements.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    stateDescription: text('state_description'),
    createRequest: boolean('create_request').notNull(),
    requestDescription: text('request_description').notNull(),
    fileIds: integer('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The NEN 2767 defects found, as the contract's `Defect` objects, in the order recorded. */
    defects: jsonb('defects')
      .$type<Defect[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 8 needs further investigation, 9 cannot be inspected. */
    surveyCode: integer('survey_code'),
    /** The score the server computed from the defects and survey code (1–6, 8, 9); null: graded the spec's way. */
    score: integer('score'),
  },
  (table) => [
    primaryKey({ columns: [table.inspectionId, table.elementId] }),
    // An element's condition history.
    index('inspection_element_states_element_idx').on(table.elementId),
    // A complex's condition overview: its inspections' scores, from the index alone.
    index('inspection_element_states_scores_idx')
      .on(table.inspectionId, table.elementId, table.score)
      .where(sql`${table.score} is not null`),
    check('inspection_element_states_survey_code', sql`${table.surveyCode} in (8, 9)`),
    check('inspection_element_states_score', sql`${table.score} between 1 and 6 or ${table.score} in (8, 9)`),
  ],
);

/** Files uploaded to an inspection: the only files its findings may refer to. */
export const inspectionFiles = pgTable(
  'inspection_files',
  {
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.inspectionId, table.fileId] })],
);
