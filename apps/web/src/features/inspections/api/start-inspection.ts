import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inspectionsCalls, type Inspection } from '@vve/contract/calls/inspections';
import type { Schedule } from '@vve/contract/calls/schedules';
import { apiCall } from '../../../lib/api-client';
import { isNetworkFailure } from '../../../lib/network-failure';
import { newLocalId } from '../../../lib/offline/local-ids';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import {
  localDraft,
  QUEUED_INSPECTION,
  type QueuedInspection,
  type StartInspectionInput,
} from '../queued-inspection';
import { inspectionKeys } from './inspection-keys';

/** Registers a new inspection of a task; the server answers the draft (an existing one when called again). */
export const startInspection = (
  { aspectId, scheduleId }: StartInspectionInput,
  idempotencyKey?: string,
): Promise<Inspection> =>
  apiCall(inspectionsCalls.newInspection, {
    query: { aspect: aspectId, schedule: scheduleId },
    idempotencyKey,
  });

/**
 * Registers an inspection on this device, without a connection (issue 16): a draft under a local id, from the task
 * as last seen, kept and sent when the connection returns. Throws `failure` when the task was not seen before.
 */
const registerOnDevice = async (
  queryClient: QueryClient,
  start: StartInspectionInput,
  failure: unknown,
): Promise<Inspection> => {
  const task = queryClient
    .getQueriesData<Schedule[]>({ queryKey: inspectionKeys.schedules })
    .flatMap(([, page]) => page ?? [])
    .find((schedule) => schedule.id === start.scheduleId);
  if (!task) throw failure;
  const inspection = localDraft(newLocalId(), task);
  const queued: QueuedInspection = { inspection, start, save: false, removedFiles: [], waitingFiles: {} };
  await sendOrQueue(QUEUED_INSPECTION, queued);
  return inspection;
};

/**
 * Registers an inspection (spec §4 "Inspection creation"): `isPending` is the creating flag; on success the draft
 * is cached and the inspection lists refetched; a failure is logged and kept in `error`, with no message. Without a
 * connection the draft is made on this device.
 */
export const useStartInspection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: StartInspectionInput) =>
      startInspection(start).catch((error: unknown) => {
        if (!isNetworkFailure(error)) throw error;
        return registerOnDevice(queryClient, start, error);
      }),
    onSuccess: (draft) => {
      queryClient.setQueryData(inspectionKeys.detail(draft.id), draft);
      return queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() });
    },
    onError: (error) => {
      console.error('Could not register the inspection', error);
    },
  });
};
