import { createQueryClient } from './query-client';
import { restorePersistedQueries } from './query-persistence';
import { prefetchSession } from './use-session';

/**
 * The app's query client: the answers saved at the last visit restored, and the session asked for at once, so
 * that its calls travel while the first screen is still being built instead of after it.
 */
export const createAppQueryClient = () => {
  const queryClient = createQueryClient();
  restorePersistedQueries(queryClient);
  prefetchSession(queryClient);
  return queryClient;
};
