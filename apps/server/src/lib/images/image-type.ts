/** The image types the product takes in: PNG, JPEG and BMP (turned into PNG). */
export type ImageType = 'png' | 'jpeg' | 'bmp';

/** The real type of an image, from its first bytes; undefined for anything else. */
export const detectImageType = (bytes: Buffer): ImageType | undefined => {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 2) === 'BM') return 'bmp';
  return undefined;
};
