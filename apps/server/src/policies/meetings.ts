import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { unitOwners } from '../db/schema/complexes';
import { agendaItems, meetingProxies, meetings } from '../db/schema/meetings';
import { found } from '../lib/http-error';
import { ownedComplexIds } from './resident-complexes';

/**
 * A convened meeting of a complex the user owns a unit in (the members' meeting is the owners'); else 404,
 * whether it exists or not, also to its tenants and while it is being prepared.
 */
export const ownersMeeting = async (db: Database, userId: number, meetingId: number) =>
  found(
    await db
      .select({ id: meetings.id, complexId: meetings.complexId })
      .from(meetings)
      .where(
        and(
          eq(meetings.id, meetingId),
          isNotNull(meetings.convokedAt),
          sql`${meetings.complexId} in (${ownedComplexIds(userId)})`,
        ),
      ),
    'Meeting',
  );

/** A decision or discussion item of a meeting its owner may read (see `ownersMeeting`); else 404. */
export const ownersAgendaItem = async (db: Database, userId: number, itemId: number) =>
  found(
    await db
      .select({ id: agendaItems.id, meetingId: agendaItems.meetingId })
      .from(agendaItems)
      .innerJoin(meetings, eq(meetings.id, agendaItems.meetingId))
      .where(
        and(
          eq(agendaItems.id, itemId),
          isNotNull(meetings.convokedAt),
          sql`${meetings.complexId} in (${ownedComplexIds(userId)})`,
        ),
      ),
    'Agenda item',
  );

/** A proxy given for a unit the user owns (any of its owners may withdraw it); else 404. */
export const ownersProxy = async (db: Database, userId: number, proxyId: number) =>
  found(
    await db
      .select({ id: meetingProxies.id, meetingId: meetingProxies.meetingId })
      .from(meetingProxies)
      .innerJoin(unitOwners, eq(unitOwners.unitId, meetingProxies.unitId))
      .where(and(eq(meetingProxies.id, proxyId), eq(unitOwners.userId, userId))),
    'Proxy',
  );
