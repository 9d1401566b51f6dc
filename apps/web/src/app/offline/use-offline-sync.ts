import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { offlineOwner } from '../../lib/offline/sync-state';

/**
 * Runs the queue of changes made on this device for the logged-in person, loaded after the first screen so that
 * it costs the first load nothing; another person (or none) stops it.
 */
export const useOfflineSync = (): void => {
  const owner = offlineOwner.useValue();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (owner === undefined) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./sync-engine').then(({ startSyncEngine }) => {
      if (!cancelled) stop = startSyncEngine(owner, queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [owner, queryClient]);
};
