import type { TFunction } from '../lib/i18n/i18n';
import { BadCredentialsError } from '../features/session/api/log-in';
import { ApiError } from '../lib/api-error';

const SECONDS_PER_MINUTE = 60;

/** The alert of a failed login (spec §8). */
export const loginAlert = (error: Error, t: TFunction): string => {
  if (error instanceof BadCredentialsError) return t('Incorrect username/password');
  if (error instanceof ApiError && error.status === 404) return t('Incorrect url');
  if (error instanceof ApiError && error.status === 429) {
    const seconds = error.retryAfterSeconds ?? SECONDS_PER_MINUTE;
    const count = Math.max(1, Math.ceil(seconds / SECONDS_PER_MINUTE));
    return t('Too many login attempts. Try again in {{count}} minutes.', { count });
  }
  return t('Something went wrong while logging in. Please try again.');
};
