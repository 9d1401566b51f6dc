import { ANNOUNCEMENTS_SHOWN, announcementsCalls } from '@vve/contract/calls/announcements';
import { publishAnnouncement, withdrawAnnouncement } from '../commands/publish-announcement';
import { isoDay } from '../lib/clock';
import { readableAnnouncements } from '../policies/announcements';
import { readAnnouncements, readOfficeAnnouncement } from '../reads/announcements';
import { callRoutes } from './define-route';

/** How many announcements the back office lists: the newest. */
const OFFICE_LIMIT = 100;

/** Announcements: administrators write them to complexes; residents and suppliers read theirs. */
export const announcementRoutes = callRoutes((route, { db, clock }) => {
  const today = () => isoDay(clock());

  route(announcementsCalls.announcements, {
    handler: async ({ user, query }) => {
      const where = await readableAnnouncements(db, user);
      return readAnnouncements(db, {
        where,
        complexId: query.complex,
        today: today(),
        limit: ANNOUNCEMENTS_SHOWN,
      });
    },
  });

  route(announcementsCalls.officeAnnouncements, {
    handler: () => readAnnouncements(db, { where: undefined, today: today(), limit: OFFICE_LIMIT }),
  });

  route(announcementsCalls.publishAnnouncement, {
    handler: async ({ user, body }) => {
      const id = await publishAnnouncement(db, { ...body, userId: user.id, at: clock() });
      return readOfficeAnnouncement(db, id, today());
    },
  });

  route(announcementsCalls.withdrawAnnouncement, {
    handler: async ({ user, params: { id } }) => {
      await withdrawAnnouncement(db, { id, userId: user.id, at: clock() });
      return { id };
    },
  });
});
