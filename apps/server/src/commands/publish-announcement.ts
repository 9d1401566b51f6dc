import { eq } from 'drizzle-orm';
import type { AnnouncementAudience } from '@vve/contract/calls/announcements';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { announcementComplexes, announcementPhotos, announcements } from '../db/schema/announcements';
import { found } from '../lib/http-error';
import { claimOwnImages } from './claim-own-files';
import { holdComplexesInUse } from './lock-complex';

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
