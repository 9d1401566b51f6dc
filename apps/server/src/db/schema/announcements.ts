import { date, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { AnnouncementAudience } from '@vve/contract/calls/announcements';
import { users } from './accounts';
import { complexes } from './complexes';
import { files } from './files';

/** What an administrator tells the residents (or the suppliers) of one or more complexes. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    audience: text('audience').$type<AnnouncementAudience>().notNull(),
    pinnedUntil: date('pinned_until', { mode: 'string' }),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('announcements_published_at_idx').on(table.publishedAt, table.id)],
);

/** The complexes an announcement is for. */
export const announcementComplexes = pgTable(
  'announcement_complexes',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.complexId] }),
    index('announcement_complexes_complex_id_idx').on(table.complexId, table.announcementId),
  ],
);

/** An announcement's photos, in their order; a photo belongs to one announcement. */
export const announcementPhotos = pgTable(
  'announcement_photos',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.fileId] }),
    unique('announcement_photos_file_id_unique').on(table.fileId),
  ],
);
