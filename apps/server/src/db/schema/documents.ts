import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DocumentFolder, DocumentReaders } from '@vve/contract/calls/documents';
import { users } from './accounts';
import { complexes } from './complexes';
import { files } from './files';

/** A document of a complex's library: its file, in a folder, with its own date and who reads it. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    folder: text('folder').$type<DocumentFolder>().notNull(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    readers: text('readers').$type<DocumentReaders>().notNull(),
    fileId: integer('file_id')
      .notNull()
      .unique()
      .references(() => files.id),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('documents_complex_id_idx').on(table.complexId, table.date, table.id)],
);
