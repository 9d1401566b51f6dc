import type { ImageType } from './image-type';

/** Cameras pad some JPEG files with a few zero bytes after the end marker. */
const ALLOWED_PADDING = 64;

/** Where a PNG ends: just after its IEND chunk; undefined when the chunks do not add up. */
const pngEnd = (bytes: Buffer): number | undefined => {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset;
  }
  return undefined;
};

/** Where a JPEG ends: just after the EOI marker that follows its last scan; undefined when broken. */
const jpegEnd = (bytes: Buffer): number | undefined => {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xd9) return offset + 2;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    offset += 2 + length;
    if (marker !== 0xda) continue;
    // Entropy-coded data: a 0xFF is followed by 0x00 (stuffing) or a restart marker inside it.
    while (offset + 1 < bytes.length) {
      const next = bytes[offset + 1] ?? 0;
      if (bytes[offset] === 0xff && next !== 0x00 && (next < 0xd0 || next > 0xd7)) break;
      offset += 1;
    }
  }
  return undefined;
};

/** Where a BMP ends, by the file size in its header. */
const bmpEnd = (bytes: Buffer): number | undefined => (bytes.length >= 6 ? bytes.readUInt32LE(2) : undefined);

/**
 * Whether the bytes after an image's own end hold something else: a second file or a script
 * appended to a valid image (a polyglot). Zero padding of a few bytes is allowed.
 */
export const hasDataAfterImage = (bytes: Buffer, type: ImageType): boolean => {
  const end = type === 'png' ? pngEnd(bytes) : type === 'jpeg' ? jpegEnd(bytes) : bmpEnd(bytes);
  if (end === undefined || end > bytes.length) return false; // a broken image is refused by the decoder
  const rest = bytes.subarray(end);
  return rest.length > ALLOWED_PADDING || rest.some((byte) => byte !== 0);
};
