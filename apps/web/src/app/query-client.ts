import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

const MAX_RETRIES = 2;

/** Network failures and server errors are retried; an answer in the 4xx range stands. */
const retry = (failureCount: number, error: Error): boolean =>
  failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status < 500);

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry } } });
