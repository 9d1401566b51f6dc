import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { complexes } from './complexes';
import { files } from './files';
import { inspections } from './inspections';
import { agendaItems } from './meetings';
import { requests } from './requests';
import { supplierOrganisations } from './suppliers';

/** A work order for a supplier in a complex; it may come from a request. Amounts in cents. */
export const workOrders = pgTable(
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
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    /** The carried decision of a members' meeting the work order carries out, when it came from one. */
    decisionItemId: integer('decision_item_id').references(() => agendaItems.id, { onDelete: 'set null' }),
    /** A work order the administrator cancelled (it is then also completed), with who, when and why. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    index('work_assignments_request_idx').on(table.requestId),
    index('work_assignments_decision_item_idx').on(table.decisionItemId),
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
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('supplier_updates_work_assignment_idx').on(table.workAssignmentId, table.createdAt, table.id),
  ],
);

/** The photos of a status report, in their order: each photo belongs to one report (or request, or message). */
export const supplierUpdateAttachments = pgTable(
  'supplier_update_attachments',
  {
    updateId: integer('update_id')
      .notNull()
      .references(() => supplierUpdates.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.updateId, table.fileId] }),
    unique('supplier_update_attachments_file_id_unique').on(table.fileId),
  ],
);

/** Which work orders relate to which inspections. */
export const workOrderInspections = pgTable(
  'work_assignment_inspections',
  {
    workAssignmentId: integer('work_assignment_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    inspectionId: integer('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.workAssignmentId, table.inspectionId] }),
    index('work_assignment_inspections_inspection_idx').on(table.inspectionId),
  ],
);
