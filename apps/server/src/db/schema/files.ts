import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Stored files. The bytes live in file storage under their content hash (shared by identical
 * uploads); each row adds its own name and a random access code, which file links must carry.
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the stored bytes, hex. */
    contentHash: text('content_hash').notNull(),
    accessCode: text('access_code').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_uploaded_by_idx').on(table.uploadedBy)],
);

export type FileRow = typeof files.$inferSelect;
