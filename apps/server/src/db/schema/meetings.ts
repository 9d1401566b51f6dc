import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ItemResult, VoteChoice } from '@vve/contract/calls/meeting-votes';
import type { AgendaItemKind } from '@vve/contract/calls/meetings';
import { DEFAULT_PROXIES_PER_PERSON } from '@vve/contract/rules/meeting-votes';
import { users } from './accounts';
import { bimViewpoints } from './bim';
import { complexes, units } from './complexes';
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
    /** When its owners were reminded of it, two days before; null until then. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When its draft minutes went to the owners, and the day a later meeting adopted them. */
    minutesSentAt: timestamp('minutes_sent_at', { withTimezone: true }),
    minutesAdoptedOn: date('minutes_adopted_on'),
    /** How many proxies one person may hold for this meeting (the association's rules). */
    proxiesPerPerson: integer('proxies_per_person').notNull().default(DEFAULT_PROXIES_PER_PERSON),
  },
  (table) => [
    index('meetings_complex_id_idx').on(table.complexId, table.startsAt),
    check('meetings_proxies_per_person', sql`${table.proxiesPerPerson} >= 1`),
  ],
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
    /** A view of the complex's 3D model the item shows (a viewpoint made for it), or null. */
    viewpointId: uuid('viewpoint_id').references(() => bimViewpoints.guid, { onDelete: 'set null' }),
    /** A decision item's result, kept when the chair closed its vote; null while it is open. */
    result: jsonb('result').$type<ItemResult>(),
    /** The units present or represented when the vote closed, from which (with the votes) the result follows. */
    presentUnitIds: integer('present_unit_ids').array(),
    /** What the minutes say of the item. */
    minutes: text('minutes').notNull().default(''),
  },
  (table) => [
    index('agenda_items_meeting_id_idx').on(table.meetingId, table.position),
    index('agenda_items_viewpoint_id_idx').on(table.viewpointId),
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

/**
 * The proxies of a meeting: one per unit, given by an owner of the unit to another owner (holder) or to a person
 * named in full (holderName).
 */
export const meetingProxies = pgTable(
  'meeting_proxies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    givenBy: integer('given_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    holderId: integer('holder_id').references(() => users.id, { onDelete: 'cascade' }),
    holderName: text('holder_name'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('meeting_proxies_unit').on(table.meetingId, table.unitId),
    index('meeting_proxies_unit_id_idx').on(table.unitId),
    index('meeting_proxies_given_by_idx').on(table.givenBy),
    index('meeting_proxies_holder_id_idx').on(table.holderId),
    check('meeting_proxies_one_holder', sql`(${table.holderId} is null) <> (${table.holderName} is null)`),
  ],
);

/** The units present or represented at a meeting, as the chair records them. */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.unitId] }),
    index('meeting_attendance_unit_id_idx').on(table.unitId),
  ],
);

/**
 * The votes on decision items: one per unit (its primary key makes a second one fail), cast in the app by an owner
 * or their proxy, or on paper as the chair recorded it (castBy is then the administrator).
 */
export const meetingVotes = pgTable(
  'meeting_votes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => agendaItems.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    choice: text('choice').$type<VoteChoice>().notNull(),
    paper: boolean('paper').notNull(),
    castBy: integer('cast_by').references(() => users.id, { onDelete: 'set null' }),
    castAt: timestamp('cast_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.unitId] }),
    index('meeting_votes_unit_id_idx').on(table.unitId),
    index('meeting_votes_cast_by_idx').on(table.castBy),
    check('meeting_votes_choice', sql`${table.choice} in ('for', 'against', 'abstain')`),
  ],
);
