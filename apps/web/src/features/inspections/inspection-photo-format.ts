import { MAX_INSPECTION_PHOTO_BYTES } from '@vve/contract/calls/files';
import type { DownscaleOptions } from '../../lib/downscale-photo';

/**
 * How an inspection's photo is sent: as it is when it is small enough, else at most 2560 px on its longest side as
 * a JPEG (the API host takes PNG, JPEG and BMP photos). Videos are sent as they are.
 */
export const INSPECTION_PHOTO_FORMAT: DownscaleOptions = {
  type: 'image/jpeg',
  keepTypes: ['image/png', 'image/jpeg', 'image/bmp'],
  maxBytes: MAX_INSPECTION_PHOTO_BYTES,
};
