import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  meetingsCalls,
  type AgendaItemChange,
  type AgendaItemPayload,
  type AgendaItemViewpointPayload,
  type ItemMinutesPayload,
  type Meeting,
  type MeetingPayload,
  type MinutesAdoptionPayload,
} from '@vve/contract/calls/meetings';
import { apiCall } from '../../../lib/api-client';
import { OFFICE_KEY } from '../../../lib/office-key';
import { meetingKeys } from './meeting-keys';

/**
 * A change of a meeting being prepared: its answer is the meeting as it is now; the back office's other views
 * of it (the complex's list of meetings) load again.
 */
const useMeetingChange = <Input>(meetingId: number, send: (input: Input) => Promise<Meeting>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (meeting) => {
      queryClient.setQueryData(meetingKeys.office(meetingId), meeting);
      await queryClient.invalidateQueries({ queryKey: OFFICE_KEY, refetchType: 'inactive' });
    },
  });
};

export const useUpdateMeeting = (id: number) =>
  useMeetingChange(id, (body: MeetingPayload) =>
    apiCall(meetingsCalls.updateMeeting, { params: { id }, body }),
  );

export const useAddAgendaItem = (id: number) =>
  useMeetingChange(id, (body: AgendaItemPayload) =>
    apiCall(meetingsCalls.addAgendaItem, { params: { id }, body }),
  );

export const useUpdateAgendaItem = (meetingId: number) =>
  useMeetingChange(meetingId, ({ itemId, change }: { itemId: number; change: AgendaItemChange }) =>
    apiCall(meetingsCalls.updateAgendaItem, { params: { id: itemId }, body: change }),
  );

export const useRemoveAgendaItem = (meetingId: number) =>
  useMeetingChange(meetingId, (itemId: number) =>
    apiCall(meetingsCalls.removeAgendaItem, { params: { id: itemId } }),
  );

export const useSetItemViewpoint = (meetingId: number) =>
  useMeetingChange(meetingId, ({ itemId, view }: { itemId: number; view: AgendaItemViewpointPayload }) =>
    apiCall(meetingsCalls.setAgendaItemViewpoint, { params: { id: itemId }, body: view }),
  );

export const useRemoveItemViewpoint = (meetingId: number) =>
  useMeetingChange(meetingId, (itemId: number) =>
    apiCall(meetingsCalls.removeAgendaItemViewpoint, { params: { id: itemId } }),
  );

export const useConvokeMeeting = (id: number) =>
  useMeetingChange(id, () => apiCall(meetingsCalls.convokeMeeting, { params: { id } }));

export const useWriteItemMinutes = (meetingId: number) =>
  useMeetingChange(meetingId, ({ itemId, minutes }: { itemId: number; minutes: ItemMinutesPayload }) =>
    apiCall(meetingsCalls.writeItemMinutes, { params: { id: itemId }, body: minutes }),
  );

export const useSendDraftMinutes = (id: number) =>
  useMeetingChange(id, () => apiCall(meetingsCalls.sendDraftMinutes, { params: { id } }));

export const useAdoptMinutes = (id: number) =>
  useMeetingChange(id, (body: MinutesAdoptionPayload) =>
    apiCall(meetingsCalls.adoptMinutes, { params: { id }, body }),
  );
