import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  requestMessagesCalls,
  type HistoryEntry,
  type RequestMessage,
  type ResidentMessagePayload,
} from '@vve/contract/calls/request-messages';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { REPORT_LISTS_KEY } from './request-lists';

export type ResidentMessageInput = z.input<typeof ResidentMessagePayload>;

/** A request's history, under the report lists' key: whatever refetches the lists refetches it too. */
const historyKey = (id: number) => [...REPORT_LISTS_KEY, 'history', id] as const;

export const getRequestHistory = (id: number): Promise<HistoryEntry[]> =>
  apiCall(requestMessagesCalls.requestHistory, { params: { id } });

export const requestHistoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: historyKey(id), queryFn: () => getRequestHistory(id) });

/** A request's history as its resident reads it (status changes, and on their own request the messages). */
export const useRequestHistory = (id: number, enabled = true) =>
  useQuery({ ...requestHistoryQueryOptions(id), enabled });

export const sendRequestMessage = (id: number, body: ResidentMessageInput): Promise<RequestMessage> =>
  apiCall(requestMessagesCalls.sendRequestMessage, { params: { id }, body });

/** A resident's message on their own request; the request's history is loaded again. */
export const useSendRequestMessage = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResidentMessageInput) => sendRequestMessage(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKey(id) }),
  });
};
