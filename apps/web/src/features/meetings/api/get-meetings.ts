import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingsCalls, type Meeting, type OwnerMeeting } from '@vve/contract/calls/meetings';
import { apiCall } from '../../../lib/api-client';
import { meetingKeys } from './meeting-keys';

export const getOfficeMeeting = (id: number): Promise<Meeting> =>
  apiCall(meetingsCalls.officeMeeting, { params: { id } });

/** A meeting with its agenda, for the back office. */
export const useOfficeMeeting = (id: number, enabled = true) =>
  useQuery(queryOptions({ queryKey: meetingKeys.office(id), queryFn: () => getOfficeMeeting(id), enabled }));

export const getOwnerMeeting = (id: number): Promise<Meeting> =>
  apiCall(meetingsCalls.ownerMeeting, { params: { id } });

/** A convened meeting with its agenda, for an owner of its complex. */
export const useOwnerMeeting = (id: number, enabled = true) =>
  useQuery(queryOptions({ queryKey: meetingKeys.owner(id), queryFn: () => getOwnerMeeting(id), enabled }));

export const getConvenedMeetings = (vveId: number): Promise<OwnerMeeting[]> =>
  apiCall(meetingsCalls.vveMeetings, { params: { vveId } });

/** The meetings of a complex its owners were convened to, the latest first. */
export const useConvenedMeetings = (vveId: number) =>
  useQuery(
    queryOptions({ queryKey: meetingKeys.ofComplex(vveId), queryFn: () => getConvenedMeetings(vveId) }),
  );
