import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  meetingVotesCalls,
  type Ballot,
  type ProxyPayload,
  type UnitVoterPayload,
  type VotePayload,
} from '@vve/contract/calls/meeting-votes';
import { apiCall } from '../../../lib/api-client';
import { meetingKeys } from './meeting-keys';

export const getBallot = (meetingId: number): Promise<Ballot> =>
  apiCall(meetingVotesCalls.ownerBallot, { params: { id: meetingId } });

/** An owner's ballot for a convened meeting: their units, proxies and votes. */
export const useBallot = (meetingId: number) =>
  useQuery(queryOptions({ queryKey: meetingKeys.ballot(meetingId), queryFn: () => getBallot(meetingId) }));

/** A change of an owner's ballot, whose answer is the ballot as it is now. */
const useBallotChange = <Input>(meetingId: number, send: (input: Input) => Promise<Ballot>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (ballot) => {
      queryClient.setQueryData(meetingKeys.ballot(meetingId), ballot);
    },
  });
};

export const useGiveProxy = (meetingId: number) =>
  useBallotChange(meetingId, (body: ProxyPayload) =>
    apiCall(meetingVotesCalls.giveProxy, { params: { id: meetingId }, body }),
  );

export const useWithdrawProxy = (meetingId: number) =>
  useBallotChange(meetingId, (proxyId: number) =>
    apiCall(meetingVotesCalls.withdrawProxy, { params: { id: proxyId } }),
  );

export const useCastVote = (meetingId: number) =>
  useBallotChange(meetingId, ({ itemId, vote }: { itemId: number; vote: VotePayload }) =>
    apiCall(meetingVotesCalls.castVote, { params: { id: itemId }, body: vote }),
  );

export const useChooseUnitVoter = (meetingId: number) =>
  useBallotChange(meetingId, (body: UnitVoterPayload) =>
    apiCall(meetingVotesCalls.chooseUnitVoter, { params: { id: meetingId }, body }),
  );
