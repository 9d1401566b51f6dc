import { MAX_INSPECTION_PHOTO_BYTES, MAX_INSPECTION_UPLOAD_BYTES } from '@vve/contract/calls/files';
import { MAX_PHOTO_PIXELS } from '@vve/contract/constants';
import type { TFunction } from '../../lib/i18n/i18n';
import { uploadFailure } from '../../lib/upload-failure';

const MB = 1024 * 1024;

/** Why a file was not added to an inspection, in words the inspector can act on. */
export const inspectionUploadError = (error: Error, t: TFunction): string => {
  const failure = uploadFailure(error);
  switch (failure.kind) {
    case 'not-a-photo':
      return t('This file is not a photo.');
    case 'offline':
      return t('No connection: the file was not uploaded.');
    case 'too-many-pixels':
      return t('The photo has more than {{megapixels}} megapixels. Send a smaller photo.', {
        megapixels: MAX_PHOTO_PIXELS / 1_000_000,
      });
    case 'too-large':
      return t('This file is too large: photos up to {{photo}} MB, videos up to {{video}} MB.', {
        photo: MAX_INSPECTION_PHOTO_BYTES / MB,
        video: MAX_INSPECTION_UPLOAD_BYTES / MB,
      });
    case 'refused':
      // A 400 is about the upload as a whole (a name, the inspection's file count): no advice fits.
      return failure.status === 415
        ? t('Only photos (PNG, JPEG, BMP) and videos (MP4, MOV, WebM) can be added.')
        : t('This file could not be uploaded.');
    case 'too-many':
      return t('Too many files in one minute. Try again in {{count}} seconds.', {
        count: failure.retryAfterSeconds,
      });
    case 'other':
      return t('This file could not be uploaded.');
  }
};
