import { meetingsCalls } from '@vve/contract/calls/meetings';
import {
  addAgendaItem,
  removeAgendaItem,
  removeItemViewpoint,
  setItemViewpoint,
  updateAgendaItem,
} from '../commands/agenda-items';
import { putViewpointSnapshot } from '../commands/insert-viewpoint';
import { convokeMeeting, meetingUrl, OWNER_READERS } from '../commands/convoke-meeting';
import { adoptMinutes, sendDraftMinutes, writeItemMinutes } from '../commands/meeting-minutes';
import { updateMeeting } from '../commands/plan-meeting';
import { CALENDAR_CONTENT_TYPE, meetingCalendar, meetingCalendarName } from '../lib/mail/convocation-email';
import { sendDownload } from '../lib/send-download';
import { ownersMeeting } from '../policies/meetings';
import { ownedComplex } from '../policies/resident-complexes';
import { findLanguageOf } from '../queries/office-people';
import { readConvenedMeetings, readMeeting } from '../reads/meetings';
import { SNAPSHOT_BODY_LIMIT } from './body-limits';
import { callRoutes } from './define-route';

/**
 * The members' meeting: administrators prepare it (its details and agenda) and convene the owners, who then read
 * it, with its documents, and take it into their calendar.
 */
export const meetingRoutes = callRoutes((route, app) => {
  const { db, clock } = app;

  route(meetingsCalls.officeMeeting, {
    handler: ({ params: { id } }) => readMeeting(db, id),
  });

  route(meetingsCalls.updateMeeting, {
    handler: async ({ user, params: { id }, body }) => {
      await updateMeeting(db, { ...body, meetingId: id, userId: user.id, at: clock() });
      return readMeeting(db, id);
    },
  });

  route(meetingsCalls.addAgendaItem, {
    handler: async ({ user, params: { id }, body }) => {
      await addAgendaItem(db, { ...body, meetingId: id, userId: user.id, at: clock() });
      return readMeeting(db, id);
    },
  });

  route(meetingsCalls.updateAgendaItem, {
    handler: async ({ user, params: { id }, body }) =>
      readMeeting(db, await updateAgendaItem(db, { ...body, itemId: id, userId: user.id, at: clock() })),
  });

  route(meetingsCalls.removeAgendaItem, {
    handler: async ({ user, params: { id } }) =>
      readMeeting(db, await removeAgendaItem(db, { itemId: id, userId: user.id, at: clock() })),
  });

  route(meetingsCalls.setAgendaItemViewpoint, {
    bodyLimit: SNAPSHOT_BODY_LIMIT,
    handler: async ({ user, params: { id }, body }) =>
      readMeeting(
        db,
        await setItemViewpoint(db, {
          itemId: id,
          projectId: body.projectId,
          viewpoint: await putViewpointSnapshot(app.storage, body.viewpoint, user.id),
          userId: user.id,
          at: clock(),
        }),
      ),
  });

  route(meetingsCalls.removeAgendaItemViewpoint, {
    handler: async ({ user, params: { id } }) =>
      readMeeting(db, await removeItemViewpoint(db, { itemId: id, userId: user.id, at: clock() })),
  });

  route(meetingsCalls.convokeMeeting, {
    handler: async ({ user, params: { id } }) => {
      await convokeMeeting(db, {
        meetingId: id,
        userId: user.id,
        publicUrl: app.publicUrl,
        at: clock(),
        remindIn: app.meetingReminders.queueIn,
      });
      app.workSignals.send('mail');
      return readMeeting(db, id);
    },
  });

  route(meetingsCalls.vveMeetings, {
    handler: async ({ user, params: { vveId } }) =>
      readConvenedMeetings(db, (await ownedComplex(db, user.id, vveId)).id),
  });

  /** A convened meeting as its owner reads it; 404 to anyone else. */
  const readOwnersMeeting = async (userId: number, id: number) =>
    readMeeting(db, (await ownersMeeting(db, userId, id)).id, OWNER_READERS);

  route(meetingsCalls.ownerMeeting, {
    handler: ({ user, params: { id } }) => readOwnersMeeting(user.id, id),
  });

  route(meetingsCalls.meetingCalendar, {
    handler: async ({ user, params: { id }, reply }) => {
      const meeting = await readOwnersMeeting(user.id, id);
      const url = meetingUrl(app.publicUrl, meeting.id);
      const calendar = meetingCalendar(meeting, await findLanguageOf(db, user.id), url, clock());
      return sendDownload(reply, calendar, CALENDAR_CONTENT_TYPE, meetingCalendarName(meeting.id));
    },
  });

  route(meetingsCalls.writeItemMinutes, {
    handler: async ({ user, params: { id }, body }) =>
      readMeeting(db, await writeItemMinutes(db, { ...body, itemId: id, userId: user.id, at: clock() })),
  });

  route(meetingsCalls.sendDraftMinutes, {
    handler: async ({ user, params: { id } }) => {
      await sendDraftMinutes(db, { meetingId: id, userId: user.id, at: clock() });
      return readMeeting(db, id);
    },
  });

  route(meetingsCalls.adoptMinutes, {
    handler: async ({ user, params: { id }, body }) => {
      await adoptMinutes(db, { ...body, meetingId: id, userId: user.id, at: clock() });
      return readMeeting(db, id);
    },
  });
});
