import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeCalls, type OfficeMessagePayload } from '@vve/contract/calls/office';
import type { RequestMessage } from '@vve/contract/calls/request-messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { officeRequestKeys } from './office-request-keys';

export type OfficeMessageInput = z.input<typeof OfficeMessagePayload>;

export const addOfficeMessage = (id: number, body: OfficeMessageInput): Promise<RequestMessage> =>
  apiCall(officeCalls.addOfficeMessage, { params: { id }, body });

/** Adds a message to the resident or an internal note; the request's timeline is loaded again. */
export const useAddOfficeMessage = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeMessageInput) => addOfficeMessage(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeRequestKeys.request(id) }),
  });
};
