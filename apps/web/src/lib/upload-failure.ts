import { ApiError } from './api-error';
import { NotAPhotoError } from './downscale-photo';
import { isNetworkFailure } from './network-failure';

/** Why an upload failed, as the upload screens tell it apart. */
export type UploadFailure =
  | { kind: 'not-a-photo' }
  | { kind: 'offline' }
  | { kind: 'too-many-pixels' }
  | { kind: 'too-large' }
  | { kind: 'refused'; status: number }
  | { kind: 'too-many'; retryAfterSeconds: number }
  | { kind: 'other' };

/** Retry-After of a 429 without the header: the upload limit counts per minute. */
const MINUTE_S = 60;

/** The host's 413 for a photo with too many pixels names them; its other 413s are about bytes. */
const TOO_MANY_PIXELS = /megapixel/i;

/** Tells why an upload failed, from the error its call or the photo's preparation gave. */
export const uploadFailure = (error: Error | undefined): UploadFailure => {
  if (error instanceof NotAPhotoError) return { kind: 'not-a-photo' };
  if (isNetworkFailure(error)) return { kind: 'offline' };
  if (!(error instanceof ApiError)) return { kind: 'other' };
  if (error.status === 413)
    return { kind: TOO_MANY_PIXELS.test(error.message) ? 'too-many-pixels' : 'too-large' };
  if (error.status === 429)
    return { kind: 'too-many', retryAfterSeconds: error.retryAfterSeconds ?? MINUTE_S };
  if (error.status === 400 || error.status === 415) return { kind: 'refused', status: error.status };
  return { kind: 'other' };
};
