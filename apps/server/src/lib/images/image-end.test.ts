import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeBmp, makeImage } from '../../../test/images';
import { hasDataAfterImage } from './image-end';

const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]);

describe('hasDataAfterImage', () => {
  it.each(['png', 'jpeg'] as const)(
    'passes a plain %s image, and one with a little zero padding',
    async (type) => {
      const image = await makeImage(type, 300, 200);
      expect(hasDataAfterImage(image, type)).toBe(false);
      expect(hasDataAfterImage(Buffer.concat([image, Buffer.alloc(8)]), type)).toBe(false);
    },
  );

  it.each(['png', 'jpeg'] as const)('finds a script or a zip file appended to a %s image', async (type) => {
    const image = await makeImage(type, 300, 200);
    expect(hasDataAfterImage(Buffer.concat([image, script]), type)).toBe(true);
    expect(hasDataAfterImage(Buffer.concat([image, zip]), type)).toBe(true);
  });

  it('walks the several scans of a progressive JPEG', async () => {
    const progressive = await sharp(await makeImage('png', 300, 200))
      .jpeg({ progressive: true })
      .toBuffer();
    expect(hasDataAfterImage(progressive, 'jpeg')).toBe(false);
    expect(hasDataAfterImage(Buffer.concat([progressive, script]), 'jpeg')).toBe(true);
  });

  it('checks a BMP against the size in its header', () => {
    const bmp = makeBmp(8, 4);
    expect(hasDataAfterImage(bmp, 'bmp')).toBe(false);
    expect(hasDataAfterImage(Buffer.concat([bmp, script]), 'bmp')).toBe(true);
  });
});
