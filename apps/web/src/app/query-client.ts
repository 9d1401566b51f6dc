import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { PERSIST_MAX_AGE_MS } from './query-persistence';

const MAX_RETRIES = 2;

/** Network failures and server errors are retried; an answer in the 4xx range stands. */
const retry = (failureCount: number, error: Error): boolean =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status < 500);

/**
 * Queries wait while the browser is offline (from the start, too: TanStack Query assumes online until told),
 * so that saved answers stay on screen instead of turning into errors. Mutations are sent regardless and fail
 * with the network error the user is shown. Answers are kept as long as they are saved (query-persistence).
 */
export const createQueryClient = () => {
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { retry, gcTime: PERSIST_MAX_AGE_MS },
      mutations: { networkMode: 'always' },
    },
  });
};
