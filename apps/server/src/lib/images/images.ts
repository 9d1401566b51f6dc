import sharp from 'sharp';
import { MAX_PHOTO_PIXELS } from '@vve/contract/constants';
import { HttpError, refusal } from '../http-error';
import { decodeBmp } from './bmp';
import { hasDataAfterImage } from './image-end';
import type { ImageType } from './image-type';
import { concurrencyLimit } from '../concurrency-limit';

// Images with more pixels than MAX_PHOTO_PIXELS (40 MP, more than a 2026 phone saves by default) are refused:
// a decompression bomb is small on the wire, and decoding costs by the pixel. The web app scales photos down.

/**
 * Decoding and encoding images is the costliest work the server does (seconds of CPU and hundreds of MB for
 * one large photo): one image at a time per process, on one of libvips' threads, so that other calls keep
 * a core and their speed however many photos arrive at once (bench/image-load.ts).
 */
const IMAGE_JOBS_AT_ONCE = 1;
sharp.concurrency(1);
const imageWork = concurrencyLimit(IMAGE_JOBS_AT_ONCE);

export interface EncodedImage {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

/** An image that cannot be read, or may not be (415: imageUnreadable, imageWithDataAfterIt, bmpVariantUnsupported). */
export class UnreadableImageError extends HttpError {}

/** Refuses an image with more pixels than the bound before any of it is decoded: its size is in its header. */
const checkPixelCount = async (bytes: Buffer): Promise<void> => {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new UnreadableImageError('imageUnreadable');
    });
  if (width * height > MAX_PHOTO_PIXELS)
    throw refusal('tooManyPixels', { megapixels: MAX_PHOTO_PIXELS / 1_000_000 });
};

/**
 * Decodes an image and encodes it anew: upright (EXIF orientation applied), without metadata
 * (no location or camera data leaves the phone's picture), JPEG as JPEG and PNG or BMP as PNG.
 * An image with other data after its end (a polyglot: a script or a second file behind it) is refused.
 */
export const reencodeImage = (bytes: Buffer, type: ImageType): Promise<EncodedImage> =>
  imageWork(async () => {
    if (hasDataAfterImage(bytes, type)) throw new UnreadableImageError('imageWithDataAfterIt');
    try {
      if (type === 'bmp') {
        const bitmap = decodeBmp(bytes, MAX_PHOTO_PIXELS);
        if (!bitmap) throw new UnreadableImageError('bmpVariantUnsupported');
        const png = await sharp(bitmap.pixels, {
          raw: { width: bitmap.width, height: bitmap.height, channels: 4 },
        })
          .png()
          .toBuffer();
        return { bytes: png, contentType: 'image/png', extension: 'png' };
      }
      await checkPixelCount(bytes);
      const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();
      return type === 'jpeg'
        ? {
            bytes: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
            contentType: 'image/jpeg',
            extension: 'jpg',
          }
        : { bytes: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new UnreadableImageError('imageUnreadable');
    }
  });

/** A thumbnail that fits in a square of `size` pixels, as WebP. */
export const makeThumbnail = (bytes: Buffer, size: number): Promise<Buffer> =>
  imageWork(() =>
    sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
