import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeBmp, makeImage } from '../../../test/images';
import { decodeBmp } from './bmp';
import { MAX_PHOTO_PIXELS } from '@vve/contract/constants';
import { detectImageType } from './image-type';
import { reencodeImage, UnreadableImageError } from './images';

describe('image handling', () => {
  it('tells PNG, JPEG and BMP from their bytes, and nothing else', async () => {
    expect(detectImageType(await makeImage('png'))).toBe('png');
    expect(detectImageType(await makeImage('jpeg'))).toBe('jpeg');
    expect(detectImageType(makeBmp(2, 2))).toBe('bmp');
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageType(Buffer.from('<svg/>'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('decodes a bottom-up 24-bit BMP, padding and all, to RGBA', () => {
    const bitmap = decodeBmp(makeBmp(3, 2), MAX_PHOTO_PIXELS);
    expect(bitmap).toMatchObject({ width: 3, height: 2 });
    expect(bitmap?.pixels.length).toBe(3 * 2 * 4);
    expect([...(bitmap?.pixels.subarray(0, 4) ?? [])]).toEqual([0x80, 0x80, 0x80, 255]);
  });

  it('refuses a BMP that claims more pixels than it holds, or than the bound', () => {
    const truncated = makeBmp(100, 100).subarray(0, 200);
    expect(decodeBmp(truncated, MAX_PHOTO_PIXELS)).toBeUndefined();
    expect(decodeBmp(makeBmp(100, 100), 9_999)).toBeUndefined();
  });

  it('re-encodes without metadata: no camera or location data survives', async () => {
    const withExif = await sharp(await makeImage('jpeg'))
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'X1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const clean = await reencodeImage(withExif, 'jpeg');
    expect(clean.contentType).toBe('image/jpeg');
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses an image it cannot decode', async () => {
    const broken = (await makeImage('png')).subarray(0, 30);
    await expect(reencodeImage(broken, 'png')).rejects.toBeInstanceOf(UnreadableImageError);
  });
});
