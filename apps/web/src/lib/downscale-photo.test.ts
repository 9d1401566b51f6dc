import { describe, expect, it, vi } from 'vitest';
import { fakePng, stubPhotoDecoding } from '../test/fake-photos';
import { downscalePhoto, NotAPhotoError, PHOTO_MAX_SIDE } from './downscale-photo';

const jpeg = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'photo.jpg', {
    type: 'image/jpeg',
  });

describe('downscalePhoto', () => {
  it('makes a 64 MP photo 2560 px on its longest side, as a JPEG', async () => {
    const { encoded } = stubPhotoDecoding();
    const sent = await downscalePhoto(fakePng('phone.png', 8000, 8000));
    expect(PHOTO_MAX_SIDE).toBe(2560);
    expect(encoded).toEqual([{ width: 2560, height: 2560, type: 'image/jpeg' }]);
    expect(sent.type).toBe('image/jpeg');
    await expect(sent.text()).resolves.toBe('image/jpeg 2560x2560 q0.85');
  });

  it('keeps the proportions of the photo', async () => {
    const { encoded } = stubPhotoDecoding();
    await downscalePhoto(fakePng('wide.png', 9248, 6936));
    await downscalePhoto(fakePng('tall.png', 3000, 4000), { maxSide: 1000, type: 'image/webp' });
    expect(encoded).toEqual([
      { width: 2560, height: 1920, type: 'image/jpeg' },
      { width: 750, height: 1000, type: 'image/webp' },
    ]);
  });

  it('sends a small photo of a type it may keep as it is', async () => {
    const { encoded } = stubPhotoDecoding();
    const small = fakePng('small.png', 2560, 1200);
    await expect(downscalePhoto(small, { keepTypes: ['image/png', 'image/jpeg'] })).resolves.toBe(small);
    expect(encoded).toEqual([]);
  });

  it('encodes a small photo anew when its type may not be kept, or when it has too many bytes', async () => {
    const { encoded } = stubPhotoDecoding();
    await downscalePhoto(fakePng('small.png', 800, 600));
    await downscalePhoto(fakePng('heavy.png', 800, 600), { keepTypes: ['image/png'], maxBytes: 10 });
    expect(encoded).toEqual([
      { width: 800, height: 600, type: 'image/jpeg' },
      { width: 800, height: 600, type: 'image/jpeg' },
    ]);
  });

  it('rejects a file that is no image, whatever its name says', async () => {
    stubPhotoDecoding();
    const error = await downscalePhoto(jpeg(100)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotAPhotoError);
    expect((error as Error).cause).toBeInstanceOf(DOMException);
  });

  it('works on one photo at a time, and goes on after one that failed', async () => {
    stubPhotoDecoding();
    const decode = vi.mocked(createImageBitmap);
    let running = 0;
    let most = 0;
    vi.stubGlobal('createImageBitmap', async (source: Blob) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return decode(source);
    });
    const results = await Promise.allSettled([
      downscalePhoto(fakePng('a.png', 4000, 3000)),
      downscalePhoto(jpeg(10)),
      downscalePhoto(fakePng('c.png', 4000, 3000)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(most).toBe(1);
  });

  it('draws on a page canvas where the browser has no OffscreenCanvas', async () => {
    stubPhotoDecoding();
    vi.stubGlobal('OffscreenCanvas', undefined);
    const drawImage = vi.fn();
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage }),
      toBlob(callback: BlobCallback, type: string) {
        callback(new Blob([`${String(this.width)}x${String(this.height)}`], { type }));
      },
    };
    vi.spyOn(document, 'createElement').mockReturnValueOnce(canvas as unknown as HTMLCanvasElement);
    const sent = await downscalePhoto(fakePng('phone.png', 8000, 6000));
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2560, 1920);
    await expect(sent.text()).resolves.toBe('2560x1920');
    expect(sent.type).toBe('image/jpeg');
  });

  it('gives the photo back as it is where the browser cannot decode images itself', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const photo = fakePng('phone.png', 8000, 8000);
    await expect(downscalePhoto(photo)).resolves.toBe(photo);
  });
});
