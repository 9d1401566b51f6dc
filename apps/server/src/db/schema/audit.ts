import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Who changed what, and when: one row per change of a request, work order, inspection, file or model. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [
    index('audit_events_entity_idx').on(table.entity, table.entityId, table.at),
    index('audit_events_user_idx').on(table.userId, table.at),
  ],
);
