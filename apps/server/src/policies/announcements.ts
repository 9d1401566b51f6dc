import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementAudience } from '@vve/contract/calls/announcements';
import type { Database } from '../db/database';
import { announcementComplexes, announcements } from '../db/schema/announcements';
import type { SessionUser } from '../lib/session-user';
import { ownedComplexIds, rentedComplexIds } from './resident-complexes';
import { suppliedComplexIds } from './supplier-complexes';
import { supplierScope } from './supplier-scope';

const forAudience = (
  audiences: readonly AnnouncementAudience[],
  complexIds: SQL | number[],
): SQL | undefined =>
  Array.isArray(complexIds) && complexIds.length === 0
    ? undefined
    : and(
        inArray(announcements.audience, [...audiences]),
        Array.isArray(complexIds)
          ? inArray(announcementComplexes.complexId, complexIds)
          : sql`${announcementComplexes.complexId} in (${complexIds})`,
      );

/**
 * Which announcements a user reads, as a condition on `announcement_complexes` joined with `announcements`: those
 * to all residents or to owners of a complex they own a unit in, to all residents or to tenants of a complex they
 * rent in, and to the suppliers of a complex where their organisation works (a supplier's member). Administrators
 * read them in the back office; here they are readers like anyone else.
 */
export const readableAnnouncements = async (db: Database, user: SessionUser): Promise<SQL> => {
  const scope = supplierScope(user);
  const supplied = scope.kind === 'organisation' ? await suppliedComplexIds(db, scope) : [];
  return (
    or(
      forAudience(['residents', 'owners'], ownedComplexIds(user.id)),
      forAudience(['residents', 'tenants'], rentedComplexIds(user.id)),
      forAudience(['suppliers'], supplied),
    ) ?? sql`false`
  );
};
