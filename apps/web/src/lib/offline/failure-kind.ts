import { ApiError } from '../api-error';
import { isNetworkFailure } from '../network-failure';

/**
 * What a failed step of a queued change means for the queue:
 * - `network`: no answer (offline, the host unreachable, the connection cut mid-upload): wait and send again;
 * - `server`: the server failing for a while (5xx, 503, 429, a timeout, the same change still being handled):
 *   likewise;
 * - `session`: the session has ended: wait until the person has logged in again;
 * - `refused`: the server refused this change (another 4xx): it is marked with the reason and the queue goes on.
 */
export type FailureKind = 'network' | 'server' | 'session' | 'refused';

const PASSING_STATUSES = new Set([408, 425, 429]);

export const failureKind = (error: unknown): FailureKind => {
  if (!(error instanceof ApiError)) return isNetworkFailure(error) ? 'network' : 'refused';
  if (error.status === 401) return 'session';
  if (error.status >= 500 || PASSING_STATUSES.has(error.status)) return 'server';
  // The same change still being handled (its first try's answer was lost): the server says when to ask again.
  if (error.status === 409 && error.retryAfterSeconds !== undefined) return 'server';
  return 'refused';
};
