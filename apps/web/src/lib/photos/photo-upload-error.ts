import { MAX_REPORT_IMAGE_BYTES } from '@vve/contract/calls/requests';
import { MAX_PHOTO_PIXELS } from '@vve/contract/constants';
import type { TFunction } from '../i18n/i18n';
import { uploadFailure } from '../upload-failure';

/** Why a photo was not uploaded, in words the user can act on. */
export const photoUploadError = (error: Error | undefined, t: TFunction): string => {
  const failure = uploadFailure(error);
  switch (failure.kind) {
    case 'not-a-photo':
      return t('This file is not a photo.');
    case 'offline':
      return t('No connection: the photo was not uploaded.');
    case 'too-many-pixels':
      return t('The photo has more than {{megapixels}} megapixels. Send a smaller photo.', {
        megapixels: MAX_PHOTO_PIXELS / 1_000_000,
      });
    case 'too-large':
      return t('This photo is larger than {{size}} MB.', { size: MAX_REPORT_IMAGE_BYTES / 1024 / 1024 });
    case 'refused':
      return t('Only PNG, JPEG and BMP photos can be sent.');
    case 'too-many':
      return t('Too many photos in one minute. Try again in {{count}} seconds.', {
        count: failure.retryAfterSeconds,
      });
    case 'other':
      return t('This photo could not be uploaded.');
  }
};
