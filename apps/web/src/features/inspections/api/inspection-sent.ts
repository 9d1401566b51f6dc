import type { QueryClient } from '@tanstack/react-query';
import type { Inspection } from '@vve/contract/calls/inspections';
import { needsRelatedRequestsRefetch } from '@vve/contract/rules/inspection-requests';
import type { SentChange } from '../../../lib/offline/sync-runner';
import { takeSaved } from '../inspection-store';
import type { QueuedInspection } from '../queued-inspection';
import { inspectionKeys } from './inspection-keys';

/**
 * Takes an inspection the queue has sent: the server's answer becomes the saved state of its edit and of its
 * cached detail; the inspection and task lists are refetched, and its related requests when the save may have
 * raised one.
 */
export const inspectionSent = async (
  queryClient: QueryClient,
  { change, answer }: SentChange,
): Promise<void> => {
  const queued = change.payload as QueuedInspection;
  const saved = answer as Inspection;
  takeSaved(queued, saved);
  queryClient.setQueryData(inspectionKeys.detail(saved.id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: inspectionKeys.schedules }),
    queued.save && needsRelatedRequestsRefetch(queued.inspection)
      ? queryClient.invalidateQueries({ queryKey: inspectionKeys.relatedRequests(saved.id) })
      : undefined,
  ]);
};
