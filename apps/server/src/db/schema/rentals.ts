import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { complexes, units } from './complexes';
import { files } from './files';

/** A tenant's rental contract in a complex. Amounts are in cents. */
export const rentalContracts = pgTable(
  'rental_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Monthly rent. */
    grossCents: integer('gross_cents').notNull(),
    landlordAccount: text('landlord_account').notNull(),
    automaticCollection: boolean('automatic_collection').notNull(),
    /** Zero or more: arrears; negative: rent paid in advance. */
    rentArrearsCents: integer('rent_arrears_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    noticePeriodInMonths: integer('notice_period_in_months').notNull(),
    contractFileId: integer('contract_file_id').references(() => files.id, { onDelete: 'set null' }),
  },
  (table) => [index('rental_contracts_tenant_id_idx').on(table.tenantId, table.complexId)],
);

export const rentalContractUnits = pgTable(
  'rental_contract_units',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => rentalContracts.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.unitId] })],
);
