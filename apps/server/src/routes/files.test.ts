import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileDownloadPath, fileThumbnailPath, type StoredFile } from '@vve/contract/calls/files';
import { THUMBNAIL_SIZES } from '@vve/contract/constants';
import type { Inspection } from '@vve/contract/calls/inspections';
import { callerFor } from '../../test/api-client';
import { createAspectWithTask, createComplex, createSupplier } from '../../test/factories';
import { makeImage } from '../../test/images';
import { multipart } from '../../test/multipart';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { STORAGE_KINDS } from '../../test/test-storage';
import { presentFile } from '../presenters/file';
import { storeFile } from '../commands/store-files';
import { thumbnailKey } from '../lib/file-storage';
import { THUMBNAILS_JOB } from '../jobs/thumbnails';

describe.each(STORAGE_KINDS)('file links, files on %s storage', (storage) => {
  const testApp = useTestApp('embedded', { storage });

  const store = async (bytes: Buffer, name: string, contentType: string): Promise<StoredFile> => {
    const { db, app } = testApp();
    return presentFile(await storeFile(db, app.storage, { bytes, name, contentType, uploadedBy: null }));
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp().app.inject({ method: 'GET', url, headers });

  it('downloads a file with a safe Content-Disposition and nosniff', async () => {
    const file = await store(Buffer.from('%PDF-1.4\n%%EOF\n'), 'huur "contract" é.pdf', 'application/pdf');
    const response = await get(fileDownloadPath(file));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="huur _contract_ _.pdf"; filename*=UTF-8''${encodeURIComponent('huur "contract" é.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('%PDF-1.4');
  });

  it('streams a part of a file to a Range request (206), as video players ask, and 416 past its end', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      randomBytes(300_000),
    ]);
    const file = await store(bytes, 'film.mp4', 'video/mp4');
    const whole = await get(fileDownloadPath(file));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-length': String(bytes.length) });
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const middle = await get(fileDownloadPath(file), { range: 'bytes=100000-100099' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '100',
      'content-range': `bytes 100000-100099/${bytes.length}`,
      'accept-ranges': 'bytes',
    });
    expect(middle.headers['content-disposition']).toMatch(/^attachment; filename="film\.mp4"/);
    expect(middle.rawPayload.equals(bytes.subarray(100_000, 100_100))).toBe(true);

    const last = await get(fileDownloadPath(file), { range: 'bytes=-12' });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.equals(bytes.subarray(-12))).toBe(true);

    const pastTheEnd = await get(fileDownloadPath(file), { range: `bytes=${bytes.length}-` });
    expect(pastTheEnd.statusCode).toBe(416);
    expect(pastTheEnd.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(pastTheEnd.headers['cache-control']).toBeUndefined();
    expect(pastTheEnd.json()).toMatchObject({
      message: `The range starts past the end of the file, which has ${bytes.length} bytes`,
    });

    const wrongCode = await get(fileDownloadPath({ ...file, accessCode: 'guessed' }), { range: 'bytes=0-9' });
    expect(wrongCode.statusCode).toBe(404);
  });

  it('answers 404 to a wrong id, hash or access code, and without an access code', async () => {
    const file = await store(await makeImage('png'), 'a.png', 'image/png');
    const wrong = [
      { ...file, id: file.id + 1000 },
      { ...file, hash: 'f'.repeat(64) },
      { ...file, accessCode: 'guessed' },
    ];
    for (const link of [
      ...wrong.map((f) => fileDownloadPath(f)),
      ...wrong.map((f) => fileThumbnailPath(f)),
    ]) {
      const response = await get(link);
      expect(response.statusCode, link).toBe(404);
      expect(response.json()).toMatchObject({ message: 'File not found' });
    }
    expect((await get(`/file/download/${file.id}/${file.hash}/${file.name}`)).statusCode).toBe(404);
  });

  it('makes each thumbnail once, at the sizes of §9 only, fitting the size', async () => {
    const file = await store(await makeImage('jpeg', 800, 400), 'wide.jpg', 'image/jpeg');
    for (const size of THUMBNAIL_SIZES) {
      const response = await get(fileThumbnailPath(file, size));
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(size);
      expect(meta.height).toBe(size / 2);
    }
    expect((await get(fileThumbnailPath(file, 300))).statusCode).toBe(400);
  });

  it('keeps a made thumbnail in storage and serves it from there', async () => {
    const file = await store(await makeImage('png', 300, 300), 'b.png', 'image/png');
    const { app } = testApp();
    expect(await app.storage.get(thumbnailKey(file.hash, 64))).toBeUndefined();
    const first = await get(fileThumbnailPath(file, 64));
    const kept = await app.storage.get(thumbnailKey(file.hash, 64));
    expect(kept?.equals(first.rawPayload)).toBe(true);
    const [second, third] = await Promise.all([
      get(fileThumbnailPath(file, 64)),
      get(fileThumbnailPath(file, 64)),
    ]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('has every size of the thumbnails of a photo uploaded to an inspection made in the background', async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const task = await createAspectWithTask(db, complex.id, supplier.id);
    const inspection = (
      await (
        await callerFor(app, supplier.member)
      )('GET', `/api/app/inspections/new?aspect=${task.aspectId}&schedule=${task.scheduleId}`)
    ).body as Inspection;
    const body = multipart([
      { name: 'kozijn.jpg', type: 'image/jpeg', bytes: await makeImage('jpeg', 640, 480) },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: `/inspections/${inspection.id}/files`,
      cookies: await loginAs(app, supplier.member),
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(answer.statusCode).toBe(200);
    const [photo] = answer.json<StoredFile[]>();
    await app.jobs.ready();
    await expect.poll(() => app.jobs.pending(THUMBNAILS_JOB), { timeout: 10_000 }).toBe(0);
    for (const size of THUMBNAIL_SIZES) {
      expect(await app.storage.get(thumbnailKey(photo?.hash ?? '', size))).toBeDefined();
    }
  });

  it('has no thumbnail for a file that is not an image', async () => {
    const file = await store(Buffer.from('%PDF-1.4\n%%EOF\n'), 'c.pdf', 'application/pdf');
    expect((await get(fileThumbnailPath(file))).statusCode).toBe(404);
  });

  it('stores identical bytes once, each file with its own access code', async () => {
    const bytes = await makeImage('png', 10, 10);
    const a = await store(bytes, 'a.png', 'image/png');
    const b = await store(bytes, 'b.png', 'image/png');
    expect(b.hash).toBe(a.hash);
    expect(b.accessCode).not.toBe(a.accessCode);
    expect((await get(fileDownloadPath(a))).rawPayload.equals(bytes)).toBe(true);
    expect((await get(fileDownloadPath({ ...a, accessCode: b.accessCode }))).statusCode).toBe(404);
  });
});
