/** Raw pixels decoded from a BMP file: RGBA, top row first. */
export interface DecodedBitmap {
  width: number;
  height: number;
  pixels: Buffer;
}

/**
 * Decodes the BMP files that cameras, scanners and paint programs write: uncompressed 24-bit and
 * 32-bit (BI_RGB, or BI_BITFIELDS with the usual masks). Any other variant, or a file whose sizes
 * do not add up, answers undefined; the caller refuses it.
 */
export const decodeBmp = (bytes: Buffer, maxPixels: number): DecodedBitmap | undefined => {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') return undefined;
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40) return undefined;
  const width = bytes.readInt32LE(18);
  const signedHeight = bytes.readInt32LE(22);
  const bitsPerPixel = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  const height = Math.abs(signedHeight);
  const supported =
    (bitsPerPixel === 24 && compression === 0) ||
    (bitsPerPixel === 32 && (compression === 0 || compression === 3));
  if (!supported || width <= 0 || height === 0 || width * height > maxPixels) return undefined;

  const bytesPerPixel = bitsPerPixel / 8;
  const rowSize = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (dataOffset + rowSize * height > bytes.length) return undefined;

  const pixels = Buffer.alloc(width * height * 4);
  const bottomUp = signedHeight > 0;
  for (let y = 0; y < height; y += 1) {
    const source = dataOffset + (bottomUp ? height - 1 - y : y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const from = source + x * bytesPerPixel;
      const to = (y * width + x) * 4;
      pixels[to] = bytes[from + 2] ?? 0;
      pixels[to + 1] = bytes[from + 1] ?? 0;
      pixels[to + 2] = bytes[from] ?? 0;
      pixels[to + 3] = 255;
    }
  }
  return { width, height, pixels };
};
