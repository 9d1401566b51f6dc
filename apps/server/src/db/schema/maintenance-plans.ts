import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { complexes } from './complexes';
import { aspectElements, inspections } from './inspections';

/**
 * A version of a complex's long-term maintenance plan (MJOP): the draft (adopted_on null, one per complex) or one
 * the members' meeting adopted, kept as it is. Its terms: prices of the price level date, indexed yearly; the
 * years it covers; the reserve fund; the complex's rebuild value (the law's 0.5 % route).
 */
export const planVersions = pgTable(
  'plan_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    adoptedOn: date('adopted_on'),
    priceDate: date('price_date').notNull(),
    indexation: numeric('indexation', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    startYear: integer('start_year').notNull(),
    horizon: integer('horizon').notNull(),
    reserveAtStart: numeric('reserve_at_start', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    yearlyContribution: numeric('yearly_contribution', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** Years whose contribution differs from the yearly one: `[{ year, amount }]`. */
    contributionByYear: jsonb('contribution_by_year')
      .$type<{ year: number; amount: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    interestRate: numeric('interest_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    rebuildValue: numeric('rebuild_value', { precision: 14, scale: 2, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_versions_one_draft')
      .on(table.complexId)
      .where(sql`${table.adoptedOn} is null`),
    index('plan_versions_complex_id_idx').on(table.complexId, table.adoptedOn),
    check('plan_versions_horizon', sql`${table.horizon} between 10 and 40`),
  ],
);

/** A line of a plan version: work on an element (or on none) from a first year, once or every cycle. */
export const planLines = pgTable(
  'plan_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer('version_id')
      .notNull()
      .references(() => planVersions.id, { onDelete: 'cascade' }),
    /** The same work in every version: a copy of a version keeps it, so that versions can be compared. */
    lineKey: uuid('line_key').notNull().defaultRandom(),
    /** A removed element leaves its lines without one. */
    elementId: integer('element_id').references(() => aspectElements.id, { onDelete: 'set null' }),
    activity: text('activity').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    vatRate: integer('vat_rate').notNull(),
    firstYear: integer('first_year').notNull(),
    cycle: integer('cycle'),
    note: text('note').notNull(),
  },
  (table) => [
    index('plan_lines_version_id_idx').on(table.versionId),
    index('plan_lines_element_id_idx').on(table.elementId),
    check(
      'plan_lines_activity',
      sql`${table.activity} in ('replace', 'repair', 'paint', 'inspect', 'clean', 'other')`,
    ),
    check('plan_lines_unit', sql`${table.unit} in ('m2', 'm1', 'st', 'pst')`),
    check('plan_lines_vat_rate', sql`${table.vatRate} in (0, 9, 21)`),
    check('plan_lines_cycle', sql`${table.cycle} between 1 and 100`),
    check('plan_lines_quantity', sql`${table.quantity} > 0`),
    check('plan_lines_unit_price', sql`${table.unitPrice} >= 0`),
  ],
);

/**
 * The plan's history: each accepted proposal of an inspection's score, with the work it moved (by its line key,
 * which every version shares), from and to which year, and the inspection and score it came from.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    lineKey: uuid('line_key').notNull(),
    /** What the work was called when it moved ('Dakvlak A: replace'), kept should the line go. */
    work: text('work').notNull(),
    fromYear: integer('from_year').notNull(),
    toYear: integer('to_year').notNull(),
    score: integer('score').notNull(),
    inspectionId: integer('inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('plan_changes_complex_id_idx').on(table.complexId, table.at)],
);
