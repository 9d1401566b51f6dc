import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A supplier's organisation: its users see its contracts, work orders, tasks and inspections. */
export const supplierOrganisations = pgTable('supplier_organisations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  naam: text('naam').notNull(),
  /** Set when archived: gone from lists and choices, its records kept. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
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
