import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Announcement } from '@vve/contract/calls/announcements';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import { announcementComplexes, announcements } from '../db/schema/announcements';
import { complexes } from '../db/schema/complexes';
import { found } from '../lib/http-error';
import { announcementPhotosJson } from '../presenters/file';

export interface AnnouncementFilter {
  /** Which announcements, and which of their complexes, the reader sees (undefined: all, for the back office). */
  where: SQL | undefined;
  /** Only those sent to this complex (of the readable ones). */
  complexId?: number;
  /** The day pinned announcements are pinned on (up to and including their last day). */
  today: string;
  limit: number;
}

/**
 * The announcements within the filter, each with the complexes within it it was sent to (by name), its author and
 * its photos: pinned ones first, then the newest.
 */
export const readAnnouncements = async (
  db: Database,
  { where, complexId, today, limit }: AnnouncementFilter,
): Promise<Announcement[]> => {
  const pinned = sql<boolean>`coalesce(${announcements.pinnedUntil} >= ${today}, false)`;
  const rows = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      text: announcements.text,
      audience: announcements.audience,
      publishedAt: announcements.publishedAt,
      pinnedUntil: announcements.pinnedUntil,
      pinned,
      author: users.name,
      complexes: sql<{ id: number; naam: string }[]>`json_agg(json_build_object('id', ${complexes.id},
        'naam', ${complexes.naam}) order by ${complexes.naam}, ${complexes.id})`,
      photos: announcementPhotosJson(announcements.id),
    })
    .from(announcements)
    .innerJoin(announcementComplexes, eq(announcementComplexes.announcementId, announcements.id))
    .innerJoin(complexes, eq(complexes.id, announcementComplexes.complexId))
    .innerJoin(users, eq(users.id, announcements.publishedBy))
    .where(where)
    .groupBy(announcements.id, users.name)
    .having(
      complexId === undefined ? undefined : sql`bool_or(${announcementComplexes.complexId} = ${complexId})`,
    )
    .orderBy(desc(pinned), desc(announcements.publishedAt), desc(announcements.id))
    .limit(limit);
  return rows.map(({ publishedAt, ...row }) => ({ ...row, publishedAt: publishedAt.toISOString() }));
};

/** One announcement as the back office shows it; 404 when there is none. */
export const readOfficeAnnouncement = async (
  db: Database,
  id: number,
  today: string,
): Promise<Announcement> =>
  found(await readAnnouncements(db, { where: eq(announcements.id, id), today, limit: 1 }), 'Announcement');
