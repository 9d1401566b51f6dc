import { calendarCalls } from '@vve/contract/calls/calendar';
import { Language } from '@vve/contract/calls/office-people';
import { FALLBACK_LANGUAGE } from '@vve/contract/constants';
import { callPath } from '@vve/contract/define-call';
import { renewCalendarFeed } from '../commands/calendar-feed';
import { calendarFeedFile } from '../lib/calendar/calendar-feed';
import { feedToken, readFeedToken } from '../lib/calendar/feed-token';
import { isoDay } from '../lib/clock';
import { notFound } from '../lib/http-error';
import { CALENDAR_CONTENT_TYPE } from '../lib/mail/convocation-email';
import { feedReader, personalCalendarScope } from '../policies/calendar';
import { findCalendarFeedVersion } from '../queries/calendar';
import { readCalendar } from '../reads/calendar';
import { callRoutes } from './define-route';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A feed holds the past month, so that what just happened is still there, and the year ahead. */
const FEED_DAYS = { before: 30, after: 365 };

/**
 * The calendar: the back office's view of the meetings, inspection tasks and work orders of every complex or one,
 * and each person's own feed, which calendar apps subscribe to by its secret address.
 */
export const calendarRoutes = callRoutes((route, app) => {
  const { db, clock } = app;

  const feedUrl = async (userId: number, version: number) => {
    const token = feedToken({ userId, version }, await app.calendarFeedKey());
    return { url: `${app.publicUrl}${callPath(calendarCalls.calendarFeedFile.path, { token })}` };
  };

  route(calendarCalls.officeCalendar, {
    handler: ({ query: { from, to, complex } }) =>
      readCalendar(db, { kind: 'office', complexId: complex }, { from, to }),
  });

  route(calendarCalls.calendarFeed, {
    handler: async ({ user }) => feedUrl(user.id, await findCalendarFeedVersion(db, user.id)),
  });

  route(calendarCalls.renewCalendarFeed, {
    handler: async ({ user }) => feedUrl(user.id, await renewCalendarFeed(db, user.id)),
  });

  route(calendarCalls.calendarFeedFile, {
    handler: async ({ params: { token }, reply }) => {
      const owner = readFeedToken(token, await app.calendarFeedKey());
      if (!owner) throw notFound('Calendar');
      const reader = await feedReader(db, owner);
      const scope = await personalCalendarScope(db, reader);
      const now = clock();
      const days = {
        from: isoDay(new Date(now.getTime() - FEED_DAYS.before * DAY_MS)),
        to: isoDay(new Date(now.getTime() + FEED_DAYS.after * DAY_MS)),
      };
      const { entries } = await readCalendar(db, scope, days);
      const feed = {
        language: Language.catch(FALLBACK_LANGUAGE).parse(reader.language),
        app: scope.kind === 'office' ? ('office' as const) : ('apps' as const),
        publicUrl: app.publicUrl,
      };
      return reply
        .header('content-type', CALENDAR_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(calendarFeedFile(entries, feed, now));
    },
  });
});
