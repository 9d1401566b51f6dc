import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { supplierMembers } from '../db/schema/suppliers';
import type { CalendarScope } from '../lib/calendar/calendar-scope';
import type { FeedOwner } from '../lib/calendar/feed-token';
import { found } from '../lib/http-error';
import { ownerOf } from './resident-complexes';

/** Who a calendar is for: their roles and supplier organisation, as a session or a feed knows them. */
interface CalendarReader {
  id: number;
  roles: readonly string[];
  supplierId: number | null;
}

/**
 * What a person's own calendar holds: an administrator's is the back office's; anyone else's the convened meetings
 * of the complexes they own units in, and their supplier organisation's open tasks and work orders. A tenant's
 * holds nothing (the meetings are the owners').
 */
export const personalCalendarScope = async (db: Database, reader: CalendarReader): Promise<CalendarScope> => {
  if (reader.roles.includes('administrator')) return { kind: 'office' };
  const owned = await db.select({ id: complexes.id }).from(complexes).where(ownerOf(reader.id));
  return {
    kind: 'person',
    ownedComplexIds: owned.map(({ id }) => id),
    supplierId: reader.roles.includes('supplier') ? reader.supplierId : null,
  };
};

/**
 * The person whose feed a token opens, when it is their current address and they may log in; else 404, whether the
 * person exists or not (a renewed address, a deactivated person).
 */
export const feedReader = async (db: Database, owner: FeedOwner) =>
  found(
    await db
      .select({
        id: users.id,
        roles: users.roles,
        language: users.language,
        supplierId: supplierMembers.supplierId,
      })
      .from(users)
      .leftJoin(supplierMembers, eq(supplierMembers.userId, users.id))
      .where(
        and(
          eq(users.id, owner.userId),
          eq(users.calendarFeedVersion, owner.version),
          isNull(users.deactivatedAt),
        ),
      ),
    'Calendar',
  );
