import { meetingVotesCalls } from '@vve/contract/calls/meeting-votes';
import {
  castVote,
  closeVote,
  giveProxy,
  recordAttendance,
  recordPaperVotes,
  withdrawProxy,
} from '../commands/meeting-votes';
import { createDecisionWorkOrder } from '../commands/decision-work-order';
import { chooseUnitVoter } from '../commands/unit-voter';
import { isoDay } from '../lib/clock';
import { presentOfficeWorkOrder } from '../presenters/office-work-order';
import { ownersAgendaItem, ownersMeeting, ownersProxy } from '../policies/meetings';
import { ownedComplex } from '../policies/resident-complexes';
import { findComplex } from '../queries/office-complexes';
import { findOfficeWorkOrder } from '../queries/office-work-orders';
import { readBallot, readDecisions, readMeetingCount, readOfficeDecisions } from '../reads/meeting-votes';
import { callRoutes } from './define-route';

/**
 * Voting at the members' meeting: owners give proxies and vote in the app; the chair records who is present and
 * the paper votes, and closes each decision's vote.
 */
export const meetingVoteRoutes = callRoutes((route, app) => {
  const { db, clock } = app;

  route(meetingVotesCalls.ownerBallot, {
    handler: async ({ user, params: { id } }) =>
      readBallot(db, user.id, (await ownersMeeting(db, user.id, id)).id, clock()),
  });

  route(meetingVotesCalls.giveProxy, {
    handler: async ({ user, params: { id }, body }) => {
      const meeting = await ownersMeeting(db, user.id, id);
      await giveProxy(db, { ...body, meetingId: meeting.id, userId: user.id, at: clock() });
      return readBallot(db, user.id, meeting.id, clock());
    },
  });

  route(meetingVotesCalls.chooseUnitVoter, {
    handler: async ({ user, params: { id }, body }) => {
      const meeting = await ownersMeeting(db, user.id, id);
      await chooseUnitVoter(db, { ...body, meetingId: meeting.id, userId: user.id, at: clock() });
      return readBallot(db, user.id, meeting.id, clock());
    },
  });

  route(meetingVotesCalls.withdrawProxy, {
    handler: async ({ user, params: { id } }) => {
      const proxy = await ownersProxy(db, user.id, id);
      await withdrawProxy(db, { proxyId: proxy.id, userId: user.id, at: clock() });
      return readBallot(db, user.id, proxy.meetingId, clock());
    },
  });

  route(meetingVotesCalls.castVote, {
    handler: async ({ user, params: { id }, body }) => {
      const item = await ownersAgendaItem(db, user.id, id);
      await castVote(db, { ...body, itemId: item.id, userId: user.id, at: clock() });
      return readBallot(db, user.id, item.meetingId, clock());
    },
  });

  route(meetingVotesCalls.meetingCount, {
    handler: ({ params: { id } }) => readMeetingCount(db, id),
  });

  route(meetingVotesCalls.recordAttendance, {
    handler: async ({ user, params: { id }, body }) => {
      await recordAttendance(db, { ...body, meetingId: id, userId: user.id, at: clock() });
      return readMeetingCount(db, id);
    },
  });

  route(meetingVotesCalls.recordPaperVotes, {
    handler: async ({ user, params: { id }, body }) =>
      readMeetingCount(db, await recordPaperVotes(db, { ...body, itemId: id, userId: user.id, at: clock() })),
  });

  route(meetingVotesCalls.closeVote, {
    handler: async ({ user, params: { id } }) =>
      readMeetingCount(db, await closeVote(db, { itemId: id, userId: user.id, at: clock() })),
  });

  route(meetingVotesCalls.vveDecisions, {
    handler: async ({ user, params: { vveId } }) =>
      readDecisions(db, (await ownedComplex(db, user.id, vveId)).id),
  });

  route(meetingVotesCalls.officeDecisions, {
    handler: async ({ params: { id } }) => readOfficeDecisions(db, (await findComplex(db, id)).id),
  });

  route(meetingVotesCalls.createDecisionWorkOrder, {
    handler: async ({ user, params: { id }, body }) => {
      const at = clock();
      const workOrderId = await createDecisionWorkOrder(db, { ...body, itemId: id, userId: user.id, at });
      return presentOfficeWorkOrder(await findOfficeWorkOrder(db, workOrderId), isoDay(at));
    },
  });
});
