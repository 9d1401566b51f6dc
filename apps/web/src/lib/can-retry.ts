import { ApiError } from './api-error';
import { isNetworkFailure } from './network-failure';

/**
 * Whether sending a failed call again can succeed: when it had no answer (offline, host out of reach), a
 * server error (5xx) or 'too many calls' (429, after its Retry-After). A refusal such as 404, 413 or 415
 * answers the same again, and so does a call whose answer could not be read.
 */
export const canRetry = (error: unknown): boolean =>
  isNetworkFailure(error) || (error instanceof ApiError && (error.status >= 500 || error.status === 429));
