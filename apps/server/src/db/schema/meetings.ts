import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AgendaItemKind } from '@vve/contract/calls/meetings';
import { complexes } from './complexes';
import { documents } from './documents';

/** The members' meetings of a complex: when and where, who chairs them, and when the owners were convened. */
export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: text('place'),
    onlineLink: text('online_link'),
    chair: text('chair'),
    /** When the convocation went to the owners; null while the meeting is being prepared. */
    convokedAt: timestamp('convoked_at', { withTimezone: true }),
  },
  (table) => [index('meetings_complex_id_idx').on(table.complexId, table.startsAt)],
);

/**
 * A meeting's agenda items in their order. A decision item has its majority (null numerator and denominator: an
 * absolute majority of the votes cast) and its quorum (null: none); a discussion item has neither.
 */
export const agendaItems = pgTable(
  'agenda_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    explanation: text('explanation').notNull(),
    kind: text('kind').$type<AgendaItemKind>().notNull(),
    majorityNumerator: integer('majority_numerator'),
    majorityDenominator: integer('majority_denominator'),
    quorumNumerator: integer('quorum_numerator'),
    quorumDenominator: integer('quorum_denominator'),
    /** Deciding it adopts the complex's maintenance plan draft. */
    adoptsPlan: boolean('adopts_plan').notNull(),
  },
  (table) => [
    index('agenda_items_meeting_id_idx').on(table.meetingId, table.position),
    check('agenda_items_kind', sql`${table.kind} in ('discussion', 'decision')`),
  ],
);

/** The library's documents that go with an agenda item, in their order. */
export const agendaItemDocuments = pgTable(
  'agenda_item_documents',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => agendaItems.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.documentId] }),
    index('agenda_item_documents_document_id_idx').on(table.documentId),
  ],
);
