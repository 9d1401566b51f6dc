import { DEFAULT_UNIT_COST_SHARE, DEFAULT_UNIT_VOTES } from '@vve/contract/calls/office-complexes';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A complex: a building (or group) run by an owners' association (VvE). */
export const complexes = pgTable(
  'complexes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    naam: text('naam').notNull(),
    omschrijving: text('omschrijving').notNull(),
    adres: text('adres').notNull(),
    plaats: text('plaats').notNull(),
    financieelBeheer: boolean('financieel_beheer').notNull(),
    /** The number of the complex's last request; the next one gets this plus one. */
    lastReportNr: integer('last_report_nr').notNull().default(0),
    /** Set when archived: gone from lists, its records kept. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Whether the complex's owners see the condition map of its 3D projects (the administrator turns it on). */
    ownerConditionMap: boolean('owner_condition_map').notNull().default(false),
  },
  // The back office's text filter finds complexes by part of their name.
  (table) => [index('complexes_naam_trgm').using('gin', sql`lower(${table.naam}) gin_trgm_ops`)],
);

/** An apartment or other unit of a complex, owned or rented. */
export const units = pgTable(
  'units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => complexes.id, { onDelete: 'cascade' }),
    adres: text('adres').notNull(),
    indexNr: text('index_nr').notNull(),
    /** Its votes in the members' meeting, from the deed of division (1 until the administrator sets them). */
    votes: integer('votes').notNull().default(DEFAULT_UNIT_VOTES),
    /** Its cost share in parts, from the deed of division (1 until the administrator sets it). */
    costShare: integer('cost_share').notNull().default(DEFAULT_UNIT_COST_SHARE),
  },
  (table) => [
    uniqueIndex('units_complex_index_nr_unique').on(table.complexId, table.indexNr),
    check('units_votes_positive', sql`${table.votes} >= 1`),
    check('units_cost_share_positive', sql`${table.costShare} >= 1`),
  ],
);

/**
 * Who owns which unit: owners see the complexes they own units in. A unit's co-owners may choose which of them casts
 * its vote at the members' meeting (castsVote, one per unit); while they have not, any of them may.
 */
export const unitOwners = pgTable(
  'unit_owners',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    castsVote: boolean('casts_vote').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.unitId, table.userId] }),
    index('unit_owners_user_id_idx').on(table.userId),
    uniqueIndex('unit_owners_one_voter')
      .on(table.unitId)
      .where(sql`${table.castsVote}`),
  ],
);
