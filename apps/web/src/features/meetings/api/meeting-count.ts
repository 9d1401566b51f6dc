import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  meetingVotesCalls,
  type AttendancePayload,
  type MeetingCount,
  type PaperVotesPayload,
} from '@vve/contract/calls/meeting-votes';
import { apiCall } from '../../../lib/api-client';
import { OFFICE_KEY } from '../../../lib/office-key';
import { meetingKeys } from './meeting-keys';

export const getMeetingCount = (meetingId: number): Promise<MeetingCount> =>
  apiCall(meetingVotesCalls.meetingCount, { params: { id: meetingId } });

/** The chair's count of a convened meeting: its units' presence and every decision's votes and tally. */
export const useMeetingCount = (meetingId: number, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: meetingKeys.count(meetingId),
      queryFn: () => getMeetingCount(meetingId),
      enabled,
    }),
  );

/**
 * A change of the count, whose answer is the count as it is now; the meeting loads again (a closed vote shows its
 * result there), as do the back office's other views (an adopted plan).
 */
const useCountChange = <Input>(meetingId: number, send: (input: Input) => Promise<MeetingCount>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (count) => {
      queryClient.setQueryData(meetingKeys.count(meetingId), count);
      await queryClient.invalidateQueries({ queryKey: OFFICE_KEY });
    },
  });
};

export const useRecordAttendance = (meetingId: number) =>
  useCountChange(meetingId, (body: AttendancePayload) =>
    apiCall(meetingVotesCalls.recordAttendance, { params: { id: meetingId }, body }),
  );

export const useRecordPaperVotes = (meetingId: number) =>
  useCountChange(meetingId, ({ itemId, body }: { itemId: number; body: PaperVotesPayload }) =>
    apiCall(meetingVotesCalls.recordPaperVotes, { params: { id: itemId }, body }),
  );

export const useCloseVote = (meetingId: number) =>
  useCountChange(meetingId, (itemId: number) =>
    apiCall(meetingVotesCalls.closeVote, { params: { id: itemId } }),
  );
