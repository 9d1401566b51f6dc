import { vi } from 'vitest';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const uint32 = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/** A PNG's first bytes: the signature and the IHDR chunk's length, name, width and height. */
export const pngBytes = (width: number, height: number): number[] => [
  ...PNG_SIGNATURE,
  ...uint32(13),
  ...[0x49, 0x48, 0x44, 0x52], // IHDR
  ...uint32(width),
  ...uint32(height),
];

/** A PNG file of the size given, as a phone's picker hands it over (its header only: enough for the fakes). */
export const fakePng = (name: string, width: number, height: number) =>
  new File([new Uint8Array(pngBytes(width, height))], name, { type: 'image/png' });

/** The size in a PNG's header; 1 × 1 for a PNG without one; undefined for bytes that are not a PNG. */
const pngSize = (bytes: Uint8Array): { width: number; height: number } | undefined => {
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return undefined;
  if (bytes.length < 24) return { width: 1, height: 1 };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

/** What the fake canvas was asked to encode. */
export interface EncodedPhoto {
  width: number;
  height: number;
  type: string | undefined;
}

/**
 * happy-dom decodes no images: createImageBitmap reads a PNG's size from its header (anything else is no image,
 * as a browser finds), and OffscreenCanvas encodes into a blob whose text names the size and type drawn.
 */
export const stubPhotoDecoding = () => {
  const encoded: EncodedPhoto[] = [];
  vi.stubGlobal('createImageBitmap', async (source: Blob) => {
    const size = pngSize(new Uint8Array(await source.arrayBuffer()));
    if (!size) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { ...size, close: vi.fn() };
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}

      getContext() {
        return { drawImage: vi.fn() };
      }

      convertToBlob({ type, quality }: ImageEncodeOptions = {}) {
        encoded.push({ width: this.width, height: this.height, type });
        return Promise.resolve(
          new Blob([`${type ?? 'image/png'} ${this.width}x${this.height} q${String(quality)}`], { type }),
        );
      }
    },
  );
  return { encoded };
};
