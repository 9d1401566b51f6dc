import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { complexes } from './complexes';
import { reports } from './reports';

/** A supplier's organisation: its users see its contracts, work orders, tasks and inspections. */
export const supplierOrganisations = pgTable('supplier_organisations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  naam: text('naam').notNull(),
});

/** Which organisation a supplier user works for. */
export const supplierMembers = pgTable(
  'supplier_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => supplierOrganisations.id, { onDelete: 'cascade' }),
  },
  (table) => [index('supplier_members_supplier_id_idx').on(table.supplierId)],
);

/** A supplier's contract with the administrator. */
export const supplierContracts = pgTable(
  'supplier_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => supplierOrganisations.id, { onDelete: 'cascade' }),
    titel: text('titel').notNull(),
    actief: boolean('actief').notNull(),
    beginDatum: date('begin_datum'),
    eindDatum: date('eind_datum'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('supplier_contracts_supplier_created_idx').on(table.supplierId, table.createdAt, table.id),
  ],
);

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
  },
  (table) => [
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
