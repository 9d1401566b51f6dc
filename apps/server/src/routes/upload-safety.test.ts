import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Inspection } from '@vve/contract/calls/inspections';
import { files } from '../db/schema/files';
import { callerFor } from '../../test/api-client';
import { createAspectWithTask, createComplex, createSupplier, createUser } from '../../test/factories';
import { makeImage } from '../../test/images';
import { multipart, type FilePart } from '../../test/multipart';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { STORAGE_KINDS } from '../../test/test-storage';
import { MAX_INSPECTION_UPLOAD_BYTES } from '@vve/contract/calls/files';
import { MAX_PHOTO_PIXELS } from '@vve/contract/constants';
import { DEFAULT_UPLOAD_LIMITS } from '../plugins/rate-limits/upload-limiter';

const script = Buffer.from('<html><script>fetch("/api/app/details")</script></html>');

describe.each(STORAGE_KINDS)('uploads that must not get in, files on %s storage', (storage) => {
  const testApp = useTestApp('embedded', { storage });

  /** A supplier's draft inspection and a way to upload into it. */
  const draft = async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const task = await createAspectWithTask(db, complex.id, supplier.id);
    const call = await callerFor(app, supplier.member);
    const inspection = (
      await call('GET', `/api/app/inspections/new?aspect=${task.aspectId}&schedule=${task.scheduleId}`)
    ).body as Inspection;
    const cookies = await loginAs(app, supplier.member);
    return {
      url: `/inspections/${inspection.id}/files`,
      cookies,
      upload: async (part: FilePart) => {
        const body = multipart([part]);
        const response = await app.inject({
          method: 'POST',
          url: `/inspections/${inspection.id}/files`,
          cookies,
          payload: body.payload,
          headers: { 'content-type': body.contentType },
        });
        return { status: response.statusCode, message: response.json<{ message?: string }>().message };
      },
    };
  };

  /** A photo for a request, sent by a new owner as the request-app sends it (base64 text). */
  const sendRequestPhoto = async (bytes: Buffer) => {
    const { app, db } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/reports/image',
      cookies: await loginAs(app, await createUser(db, ['owner'])),
      headers: { 'content-type': 'text/plain' },
      payload: bytes.toString('base64'),
    });
    return { status: response.statusCode, message: response.json<{ message?: string }>().message };
  };

  const storedFiles = async () => (await testApp().db.select({ n: count() }).from(files))[0]?.n;

  it('refuses polyglots, SVG with a script, a renamed executable and pixel bombs, storing nothing', async () => {
    const { upload } = await draft();
    const before = await storedFiles();
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = [
      { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.concat([await makeImage('jpeg'), script]) },
      { name: 'photo.png', type: 'image/png', bytes: Buffer.concat([await makeImage('png'), script]) },
      {
        name: 'plan.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: Buffer.concat([Buffer.from('\u007fELF'), Buffer.alloc(512)]),
      },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]) },
    ];
    for (const part of refused) {
      const answer = await upload(part);
      expect(answer.status, part.name).toBe(415);
      expect(answer.message, part.name).toBeTruthy();
    }
    expect(await upload({ name: 'bomb.png', type: 'image/png', bytes: bomb })).toEqual({
      status: 413,
      message: 'The photo has more than 40 megapixels. Send a smaller photo.',
    });
    expect(await storedFiles()).toBe(before);
  });

  it(`refuses a photo of more than ${MAX_PHOTO_PIXELS / 1e6} megapixels by its header, on both upload calls`, async () => {
    const { upload } = await draft();
    const before = await storedFiles();
    // 6,400 × 6,300 = 40.3 MP: a little over the bound, and decoded it would cost seconds.
    const large = await sharp({
      create: { width: 6400, height: 6300, channels: 3, background: { r: 200, g: 200, b: 200 } },
    })
      .jpeg({ quality: 50 })
      .toBuffer();
    const tooLarge = { status: 413, message: 'The photo has more than 40 megapixels. Send a smaller photo.' };
    expect(await upload({ name: 'large.jpg', type: 'image/jpeg', bytes: large })).toEqual(tooLarge);
    expect(await sendRequestPhoto(large)).toEqual(tooLarge);
    expect(await storedFiles()).toBe(before);
  });

  it(`takes at most ${DEFAULT_UPLOAD_LIMITS.filesPerUser} files a minute from one user, then 429 with Retry-After`, async () => {
    const { clock } = testApp();
    const { upload } = await draft();
    const photo = { name: 'dak.png', type: 'image/png', bytes: await makeImage('png') };
    for (let i = 0; i < DEFAULT_UPLOAD_LIMITS.filesPerUser; i += 1)
      expect((await upload(photo)).status).toBe(200);
    const before = await storedFiles();
    const refused = await upload(photo);
    expect(refused.status).toBe(429);
    expect(refused.message).toContain('Try again in');
    expect(await storedFiles()).toBe(before);
    // Another user is not held up, and the same user may go on after the minute.
    expect((await sendRequestPhoto(await makeImage('png'))).status).toBe(200);
    clock.advance(DEFAULT_UPLOAD_LIMITS.windowMs);
    expect((await upload(photo)).status).toBe(200);
  });

  it.each(['bell\u0007.png', 'tab\u0009.png', 'escape\u001b[31m.png'])(
    'refuses the file name %j, storing nothing',
    async (name) => {
      const { upload } = await draft();
      const before = await storedFiles();
      const answer = await upload({ name, type: 'image/png', bytes: await makeImage('png') });
      expect(answer).toEqual({
        status: 400,
        message: 'A file name may not contain slashes or control characters',
      });
      expect(await storedFiles()).toBe(before);
    },
  );

  it.each(['../../etc/passwd.png', '..\\..\\boot.png'])('keeps only the base name of %j', async (name) => {
    const { app } = testApp();
    const { url, cookies } = await draft();
    const body = multipart([{ name, type: 'image/png', bytes: await makeImage('png') }]);
    const response = await app.inject({
      method: 'POST',
      url,
      cookies,
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.statusCode).toBe(200);
    const [file] = response.json<{ name: string }[]>();
    expect(file?.name).toMatch(/^(passwd|boot)\.png$/);
  });

  it('answers one byte over the limit with 413 while streaming, without holding the upload in memory', async () => {
    const { app } = testApp();
    const { url, cookies } = await draft();
    const before = await storedFiles();
    const boundary = '----vvelarge';
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let remaining = MAX_INSPECTION_UPLOAD_BYTES + 1;
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 20);
    const baseline = process.memoryUsage().arrayBuffers;
    const body = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="film.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
        );
        yield Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
        remaining -= 12;
        while (remaining > 0) {
          const size = Math.min(remaining, chunk.length);
          remaining -= size;
          yield size === chunk.length ? chunk : chunk.subarray(0, size);
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const response = await app.inject({
      method: 'POST',
      url,
      cookies,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    clearInterval(sampler);
    expect(response.statusCode).toBe(413);
    expect(peak - baseline).toBeLessThan(64 * 1024 * 1024);
    expect(await storedFiles()).toBe(before);
  }, 60_000);
});
