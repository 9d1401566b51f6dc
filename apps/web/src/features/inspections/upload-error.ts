import { MAX_INSPECTION_PHOTO_BYTES, MAX_INSPECTION_UPLOAD_BYTES } from '@vve/contract/calls/files';
import { MAX_PHOTO_PIXELS } from '@vve/contract/constants';
import { ApiError } from '../../lib/api-error';
import { NotAPhotoError } from '../../lib/downscale-photo';
import type { TFunction } from '../../lib/i18n/i18n';
import { isNetworkFailure } from '../../lib/network-failure';

const MB = 1024 * 1024;
/** Retry-After of a 429 without the header: the upload limit counts per minute. */
const MINUTE_S = 60;

/** Why a file was not added to an inspection, in words the inspector can act on. */
export const inspectionUploadError = (error: Error, t: TFunction): string => {
  if (error instanceof NotAPhotoError) return t('This file is not a photo.');
  if (isNetworkFailure(error)) return t('No connection: the file was not uploaded.');
  if (!(error instanceof ApiError)) return t('This file could not be uploaded.');
  if (error.status === 413 && /megapixel/i.test(error.message))
    return t('The photo has more than {{megapixels}} megapixels. Send a smaller photo.', {
      megapixels: MAX_PHOTO_PIXELS / 1_000_000,
    });
  if (error.status === 413)
    return t('This file is too large: photos up to {{photo}} MB, videos up to {{video}} MB.', {
      photo: MAX_INSPECTION_PHOTO_BYTES / MB,
      video: MAX_INSPECTION_UPLOAD_BYTES / MB,
    });
  if (error.status === 415)
    return t('Only photos (PNG, JPEG, BMP) and videos (MP4, MOV, WebM) can be added.');
  if (error.status === 429)
    return t('Too many files in one minute. Try again in {{count}} seconds.', {
      count: error.retryAfterSeconds ?? MINUTE_S,
    });
  return t('This file could not be uploaded.');
};
