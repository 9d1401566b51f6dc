/**
 * Photos are made smaller on the device before they are sent: a phone's camera takes up to 200 MP, more than
 * any screen shows and more than the API host decodes (40 MP). One module for every photo upload.
 */

/** The longest side of a photo as sent: sharp full-screen on any display, a fraction of a camera's pixels. */
export const PHOTO_MAX_SIDE = 2560;

/** A file the browser cannot read as an image: not a photo, whatever its name says. */
export class NotAPhotoError extends Error {
  override readonly name = 'NotAPhotoError';
}

export interface DownscaleOptions {
  /** The longest side in pixels of a photo as sent; PHOTO_MAX_SIDE by default. */
  maxSide?: number;
  /** The type a photo is encoded in when it is encoded anew (the API host decides which it takes). */
  type?: 'image/jpeg' | 'image/webp';
  /** The encoder's quality, from 0 to 1. */
  quality?: number;
  /** Types a photo may be sent in as it is, when it is small enough; by default only `type`. */
  keepTypes?: readonly string[];
  /** The most bytes a photo may have to be sent as it is; a larger one is encoded anew. */
  maxBytes?: number;
}

const decode = async (photo: Blob): Promise<ImageBitmap> => {
  try {
    // Turned as the camera says (EXIF orientation), so that the pixels sent stand upright.
    return await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new NotAPhotoError('The file cannot be read as an image.', { cause: error });
  }
};

type Context2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

const draw = (context: Context2d | null, bitmap: ImageBitmap, width: number, height: number) => {
  if (!context) throw new Error('The browser cannot draw the photo.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
};

/** The bitmap drawn at the size given, encoded; off the page where the browser can (OffscreenCanvas). */
const encode = async (
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
  quality: number,
): Promise<Blob> => {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error('The browser cannot encode the photo.'));
      },
      type,
      quality,
    );
  });
};

const downscale = async (
  photo: Blob,
  {
    maxSide = PHOTO_MAX_SIDE,
    type = 'image/jpeg',
    quality = 0.85,
    keepTypes = [type],
    maxBytes = Number.POSITIVE_INFINITY,
  }: DownscaleOptions,
): Promise<Blob> => {
  const bitmap = await decode(photo);
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= maxSide && keepTypes.includes(photo.type) && photo.size <= maxBytes) return photo;
    const scale = Math.min(1, maxSide / longest);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    return await encode(bitmap, width, height, type, quality);
  } finally {
    bitmap.close();
  }
};

/** The photo being worked on: one at a time, as a decoded 64 MP photo alone takes 256 MB. */
let turn: Promise<unknown> = Promise.resolve();

/**
 * A photo ready to send: at most `maxSide` pixels on its longest side and encoded as `type` (JPEG by
 * default), or the photo itself when it is already small enough and of a type it may keep. A file that is no
 * image rejects with NotAPhotoError. A browser without createImageBitmap gets the photo back as it is, for the
 * API host to judge.
 */
export const downscalePhoto = (photo: Blob, options: DownscaleOptions = {}): Promise<Blob> => {
  if (typeof createImageBitmap !== 'function') return Promise.resolve(photo);
  const result = turn.then(() => downscale(photo, options));
  turn = result.catch(() => undefined);
  return result;
};
