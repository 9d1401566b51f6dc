import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { statusQueryOptions } from '../features/session/api/get-status';
import { logOut } from '../features/session/api/log-out';
import { offlineOwner } from '../lib/offline/sync-state';
import { clearPersistedQueries } from './query-persistence';
import { switchedMode } from './switched-mode';

/**
 * Logs out and returns to the login overlay (spec §4): the switched mode, every cached answer (in memory and saved
 * for offline use) and the inspections being edited are forgotten, also when the call fails, so that the next user
 * starts clean; changes queued for sending and unsaved inspection drafts stay on the device, for this person only.
 */
export const useLogOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onError: (error) => {
      console.error('The logout call failed; logged out locally.', error);
    },
    onSettled: () => {
      switchedMode.write(undefined);
      // The person's queued changes and drafts stay on the device, kept under their id, unseen until they log in
      // again; the inspections being edited in memory go with the owner (inspection-store).
      offlineOwner.write(undefined);
      const statusKey = statusQueryOptions().queryKey;
      // Mark the status first so the session gate shows the overlay, then drop everything else.
      queryClient.setQueryData(statusKey, false);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(statusKey) });
      clearPersistedQueries();
    },
  });
};
