import { queryOptions, useQuery } from '@tanstack/react-query';
import { meetingVotesCalls, type Decision, type OfficeDecision } from '@vve/contract/calls/meeting-votes';
import { apiCall } from '../../../lib/api-client';
import { meetingKeys } from './meeting-keys';

export const getVveDecisions = (vveId: number): Promise<Decision[]> =>
  apiCall(meetingVotesCalls.vveDecisions, { params: { vveId } });

/** The decision list of a complex, for its owner. */
export const useVveDecisions = (vveId: number) =>
  useQuery(queryOptions({ queryKey: meetingKeys.decisions(vveId), queryFn: () => getVveDecisions(vveId) }));

export const getOfficeDecisions = (complexId: number): Promise<OfficeDecision[]> =>
  apiCall(meetingVotesCalls.officeDecisions, { params: { id: complexId } });

/** The decision list of a complex, for the back office. */
export const useOfficeDecisions = (complexId: number) =>
  useQuery(
    queryOptions({
      queryKey: meetingKeys.officeDecisions(complexId),
      queryFn: () => getOfficeDecisions(complexId),
    }),
  );
