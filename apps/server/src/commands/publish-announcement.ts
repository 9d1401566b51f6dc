import { eq, inArray } from 'drizzle-orm';
import type { AnnouncementAudience } from '@vve/contract/calls/announcements';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { announcementComplexes, announcementPhotos, announcements } from '../db/schema/announcements';
import { complexes } from '../db/schema/complexes';
import { found, notFound, refusal } from '../lib/http-error';
import { claimOwnImages } from './claim-own-images';
import { COMPLEX } from './lock-complex';

export interface NewAnnouncement {
  complexIds: readonly number[];
  audience: AnnouncementAudience;
  title: string;
  text: string;
  pinnedUntil: string | null;
  /** Photos the administrator uploaded and sent with nothing yet. */
  photoIds: readonly number[];
  userId: number;
  at: Date;
}

/**
 * The complexes, held against archiving until the transaction ends; 404 when one does not exist, 409 when one
 * is archived (nobody is told anything in a complex out of use).
 */
const holdComplexesInUse = async (tx: Database, ids: readonly number[]) => {
  const rows = await tx
    .select({ id: complexes.id, archivedAt: complexes.archivedAt })
    .from(complexes)
    .where(inArray(complexes.id, [...ids]))
    .orderBy(complexes.id)
    .for('share');
  if (rows.length < ids.length) throw notFound(COMPLEX);
  if (rows.some((complex) => complex.archivedAt !== null)) throw refusal('complexArchived');
};

/** Publishes an announcement with its complexes, photos and audit row (which tells its readers), all or nothing. */
export const publishAnnouncement = (db: Database, announcement: NewAnnouncement) =>
  db.transaction(async (tx) => {
    await holdComplexesInUse(tx, announcement.complexIds);
    const photoIds = await claimOwnImages(tx, announcement.userId, announcement.photoIds);
    const [stored] = await tx
      .insert(announcements)
      .values({
        title: announcement.title,
        text: announcement.text,
        audience: announcement.audience,
        pinnedUntil: announcement.pinnedUntil,
        publishedBy: announcement.userId,
        publishedAt: announcement.at,
      })
      .returning({ id: announcements.id });
    if (!stored) throw new Error('announcement not stored');
    await tx
      .insert(announcementComplexes)
      .values(announcement.complexIds.map((complexId) => ({ announcementId: stored.id, complexId })));
    if (photoIds.length > 0) {
      await tx
        .insert(announcementPhotos)
        .values(photoIds.map((fileId, position) => ({ announcementId: stored.id, fileId, position })));
    }
    await recordAudit(tx, {
      userId: announcement.userId,
      action: 'announcement.published',
      entityId: stored.id,
      at: announcement.at,
      details: {
        audience: announcement.audience,
        complexes: announcement.complexIds.length,
        photos: photoIds.length,
      },
    });
    return stored.id;
  });

/** Withdraws an announcement (its photos go with it), with its audit row; 404 when there is none. */
export const withdrawAnnouncement = (db: Database, withdrawal: { id: number; userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    found(
      await tx
        .delete(announcements)
        .where(eq(announcements.id, withdrawal.id))
        .returning({ id: announcements.id }),
      'Announcement',
    );
    await recordAudit(tx, {
      userId: withdrawal.userId,
      action: 'announcement.withdrawn',
      entityId: withdrawal.id,
      at: withdrawal.at,
    });
  });
