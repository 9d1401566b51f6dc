import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { complexes } from './complexes';
import { inspections } from './inspections';
import { reports } from './reports';
import { supplierOrganisations } from './suppliers';

/** A work order for a supplier in a complex; it may come from a request. Amounts in cents. */
export const workAssignments = pgTable(
  'work_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => supplierOrganisations.id, { onDelete: 'cascade' }),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    omschrijving: text('omschrijving').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startDate: date('start_date'),
    planningDate: date('planning_date'),
    priority: text('priority').notNull(),
    repairType: text('repair_type').notNull(),
    indicationAmountCents: integer('indication_amount_cents'),
    completed: boolean('completed').notNull().default(false),
    requestId: integer('request_id').references(() => reports.id, { onDelete: 'set null' }),
    /** A work order the administrator cancelled (it is then also completed), with who, when and why. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    index('work_assignments_request_idx').on(table.requestId),
    index('work_assignments_complex_created_idx').on(table.complexId, table.createdAt, table.id),
    index('work_assignments_open_planning_idx')
      .on(table.planningDate)
      .where(sql`not ${table.completed}`),
    index('work_assignments_supplier_created_idx').on(table.supplierId, table.createdAt, table.id),
    index('work_assignments_created_idx').on(table.createdAt, table.id),
  ],
);

/** Status reports of the supplier on a work order; the newest is its last update. */
export const supplierUpdates = pgTable(
  'supplier_updates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workAssignmentId: integer('work_assignment_id')
      .notNull()
      .references(() => workAssignments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('supplier_updates_work_assignment_idx').on(table.workAssignmentId, table.createdAt, table.id),
  ],
);

/** Which work orders relate to which inspections. */
export const workAssignmentInspections = pgTable(
  'work_assignment_inspections',
  {
    workAssignmentId: integer('work_assignment_id')
      .notNull()
      .references(() => workAssignments.id, { onDelete: 'cascade' }),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.workAssignmentId, table.inspectionId] }),
    index('work_assignment_inspections_inspection_idx').on(table.inspectionId),
  ],
);
