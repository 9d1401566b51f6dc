import { detectImageType, type ImageType } from './image-type';

export type MediaType =
  { kind: 'image'; type: ImageType } | { kind: 'video'; contentType: string; extension: string };

/** ISO base media brands that are still images (HEIF, AVIF), not videos. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * Photos and videos, told from their first bytes (spec §5: the inspection picker accepts
 * images and videos only): PNG, JPEG, BMP, MP4, QuickTime and WebM.
 */
export const detectMediaType = (head: Buffer): MediaType | undefined => {
  const image = detectImageType(head);
  if (image) return { kind: 'image', type: image };
  if (head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12);
    if (IMAGE_BRANDS.has(brand)) return undefined;
    return brand === 'qt  '
      ? { kind: 'video', contentType: 'video/quicktime', extension: 'mov' }
      : { kind: 'video', contentType: 'video/mp4', extension: 'mp4' };
  }
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) {
    return { kind: 'video', contentType: 'video/webm', extension: 'webm' };
  }
  return undefined;
};
