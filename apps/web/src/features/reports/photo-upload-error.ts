import { MAX_REPORT_IMAGE_BYTES } from '@vve/contract/calls/reports';
import { MAX_PHOTO_PIXELS } from '@vve/contract/constants';
import { ApiError } from '../../lib/api-error';
import { NotAPhotoError } from '../../lib/downscale-photo';
import type { TFunction } from '../../lib/i18n/i18n';
import { isNetworkFailure } from '../../lib/network-failure';

/** Retry-After of a 429 without the header: the upload limit counts per minute. */
const MINUTE = 60;

/** The host's 413 for a photo with too many pixels names them; its other 413s are about bytes. */
const TOO_MANY_PIXELS = /megapixel/i;

/** Why a photo was not uploaded, in words the user can act on. */
export const photoUploadError = (error: Error | undefined, t: TFunction): string => {
  if (error instanceof NotAPhotoError) return t('This file is not a photo.');
  if (isNetworkFailure(error)) return t('No connection: the photo was not uploaded.');
  if (!(error instanceof ApiError)) return t('This photo could not be uploaded.');
  if (error.status === 413 && TOO_MANY_PIXELS.test(error.message)) {
    return t('The photo has more than {{megapixels}} megapixels. Send a smaller photo.', {
      megapixels: MAX_PHOTO_PIXELS / 1_000_000,
    });
  }
  if (error.status === 413) {
    return t('This photo is larger than {{size}} MB.', { size: MAX_REPORT_IMAGE_BYTES / 1024 / 1024 });
  }
  if (error.status === 415 || error.status === 400) return t('Only PNG, JPEG and BMP photos can be sent.');
  if (error.status === 429) {
    return t('Too many photos in one minute. Try again in {{count}} seconds.', {
      count: error.retryAfterSeconds ?? MINUTE,
    });
  }
  return t('This photo could not be uploaded.');
};
