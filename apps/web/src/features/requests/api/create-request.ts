import { useMutation } from '@tanstack/react-query';
import { reportsCalls, type Report } from '@vve/contract/calls/requests';
import { apiCall } from '../../../lib/api-client';
import type { NewFile } from '../../../lib/offline/outbox';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { QUEUED_REQUEST, type QueuedRequest, type RequestCreateInput } from '../queued-request';

/** Creates a request; with an idempotency key (the offline queue's), sending it again creates it once. */
export const createRequest = (body: RequestCreateInput, idempotencyKey?: string): Promise<Report> =>
  apiCall(reportsCalls.createReport, { body, idempotencyKey });

export interface CreateRequestInput {
  body: RequestCreateInput;
  /** Photos that found no connection yet: sent with the request. */
  files: readonly NewFile[];
}

/**
 * Sends a request through the device's queue (issue 16): 'sent' when the server has it, 'waiting' when it is kept
 * on the device to be sent when the connection returns; both report lists are refetched once it is sent (spec §4).
 */
export const useCreateRequest = () =>
  useMutation({
    // Offline too: the queue keeps what cannot be sent yet (the query client would otherwise hold it back).
    networkMode: 'always',
    mutationFn: ({ body, files }: CreateRequestInput) =>
      sendOrQueue(QUEUED_REQUEST, { body } satisfies QueuedRequest, files),
  });
