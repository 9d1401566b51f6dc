import { MAX_REPORT_IMAGE_BYTES } from '@vve/contract/calls/requests';
import type { DownscaleOptions } from '../downscale-photo';

/** The image types a request takes (spec §9): what the picker offers, and what a photo may be sent as. */
export const REPORT_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/bmp'] as const;

/**
 * How a request's photo is sent: as it is when it is small enough, else at most 2560 px on its longest side
 * as a JPEG (the API host takes PNG, JPEG and BMP for requests, not WebP).
 */
export const REPORT_PHOTO_FORMAT: DownscaleOptions = {
  type: 'image/jpeg',
  keepTypes: REPORT_PHOTO_TYPES,
  maxBytes: MAX_REPORT_IMAGE_BYTES,
};
