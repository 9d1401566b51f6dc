import sharp from 'sharp';

/** A real photo-like image of the given format, for upload tests. */
export const makeImage = (format: 'png' | 'jpeg', width = 64, height = 48): Promise<Buffer> => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** An uncompressed 24-bit BMP, bottom-up, as paint programs write it. */
export const makeBmp = (width: number, height: number): Buffer => {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + rowSize * height, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  const pixels = Buffer.alloc(rowSize * height, 0x80);
  return Buffer.concat([header, pixels]);
};
