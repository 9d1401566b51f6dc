import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IdParam, IsoDate, IsoDateTime, LongText } from '../primitives';
import { StoredFile } from './files';
import { IdParams } from './params';
import { MAX_REPORT_ATTACHMENTS } from './requests';

/**
 * Whom an announcement is for in the complexes it names: all their residents (owners and tenants), their
 * owners only, their tenants only, or the suppliers who work there (with a work order or an inspection task).
 */
export const AnnouncementAudience = z.enum(['residents', 'owners', 'tenants', 'suppliers']);
export type AnnouncementAudience = z.infer<typeof AnnouncementAudience>;

/** An announcement's title is one line of at most this many characters. */
export const MAX_ANNOUNCEMENT_TITLE = 120;
/** One announcement names at most this many complexes. */
export const MAX_ANNOUNCEMENT_COMPLEXES = 200;
/** The newest announcements a resident or supplier sees (besides those pinned). */
export const ANNOUNCEMENTS_SHOWN = 50;

const allDifferent = (ids: readonly number[]) => new Set(ids).size === ids.length;

/** What an administrator writes; its photos are uploaded first, as a message's are. */
export const AnnouncementPayload = z.strictObject({
  complexIds: z
    .array(Id)
    .min(1, 'Choose at least one complex.')
    .max(MAX_ANNOUNCEMENT_COMPLEXES)
    .refine(allDifferent, 'Each complex is chosen once.'),
  audience: AnnouncementAudience,
  title: z
    .string()
    .trim()
    .min(1, 'Give the announcement a title.')
    .max(MAX_ANNOUNCEMENT_TITLE, `A title has at most ${String(MAX_ANNOUNCEMENT_TITLE)} characters.`)
    .refine((title) => !title.includes('\n'), 'A title is one line.'),
  text: LongText.trim().min(1, 'Write the announcement.'),
  /** Shown above the others up to and including this day; null: not pinned. */
  pinnedUntil: IsoDate.nullable(),
  photoIds: z.array(Id).max(MAX_REPORT_ATTACHMENTS).default([]),
});
export type AnnouncementPayload = z.input<typeof AnnouncementPayload>;

const ComplexName = z.object({ id: Id, naam: z.string() });

/** An announcement: to its readers with only the complexes of theirs it was sent to, to the back office with all. */
export const Announcement = z.object({
  id: Id,
  title: z.string(),
  text: z.string(),
  audience: AnnouncementAudience,
  publishedAt: IsoDateTime,
  pinnedUntil: IsoDate.nullable(),
  /** Pinned today: shown above the others. */
  pinned: z.boolean(),
  /** The administrator who wrote it. */
  author: z.string(),
  complexes: z.array(ComplexName),
  photos: z.array(StoredFile),
});
export type Announcement = z.infer<typeof Announcement>;

export const announcementsCalls = {
  /**
   * The announcements for the caller: a resident's to their complexes (by whether they own or rent there), a
   * supplier's to the suppliers of complexes where they work; pinned ones first, then the newest. `complex`
   * keeps those sent to one complex.
   */
  announcements: defineCall({
    method: 'GET',
    path: '/api/app/announcements',
    query: z.object({ complex: IdParam.optional() }),
    response: z.array(Announcement),
  }),
  /** The 100 newest announcements, for administrators. */
  officeAnnouncements: defineCall({
    method: 'GET',
    path: '/api/app/office/announcements',
    access: { only: 'administrator', record: 'Announcements' },
    response: z.array(Announcement),
  }),
  /** Publishes an announcement: its readers hear of it at once (in the app, and by email and push as they chose). */
  publishAnnouncement: defineCall({
    method: 'POST',
    path: '/api/app/office/announcements',
    access: { only: 'administrator', record: 'Announcements' },
    body: AnnouncementPayload,
    idempotent: true,
    response: Announcement,
  }),
  /** Withdraws an announcement: nobody reads it any more (the notifications of it stay, and open the complex). */
  withdrawAnnouncement: defineCall({
    method: 'DELETE',
    path: '/api/app/office/announcements/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Announcement' },
    response: z.object({ id: Id }),
  }),
};
