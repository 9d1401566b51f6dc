import type { MeetingPayload, OfficeMeeting } from '@vve/contract/calls/meetings';
import { officeComplexesCalls } from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const addMeeting = (complexId: number, body: MeetingPayload): Promise<OfficeMeeting> =>
  apiCall(officeComplexesCalls.addMeeting, { params: { id: complexId }, body });

/** Plans a members' meeting of a complex. */
export const useAddMeeting = (complexId: number) =>
  useComplexChange((body: MeetingPayload) => addMeeting(complexId, body));
