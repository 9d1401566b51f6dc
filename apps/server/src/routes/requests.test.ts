import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Report } from '@vve/contract/calls/requests';
import { fileThumbnailPath } from '@vve/contract/calls/files';
import { files } from '../db/schema/files';
import { requests } from '../db/schema/requests';
import { createComplex, createUser, makeOwner, makeRentalContract } from '../../test/factories';
import { makeBmp, makeImage } from '../../test/images';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { loginAs } from '../../test/session-client';

describe.each(testDatabaseKinds())('requests on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const resident = async (complex: Awaited<ReturnType<typeof createComplex>>, role: 'owner' | 'tenant') => {
    const { db, app } = testApp();
    const name = `${role} ${Math.random().toString(36).slice(2, 6)}`;
    const user = await createUser(db, [role], name);
    if (role === 'owner') await makeOwner(db, complex, user.id);
    else await makeRentalContract(db, complex, user.id);
    const cookies = await loginAs(app, user);
    const call = async (
      method: 'GET' | 'POST',
      url: string,
      payload?: unknown,
      contentType = 'application/json',
    ) => {
      const response = await app.inject({
        method,
        url,
        cookies,
        ...(payload === undefined
          ? {}
          : { payload: payload as string, headers: { 'content-type': contentType } }),
      });
      return { status: response.statusCode, body: response.json<unknown>(), raw: response };
    };
    const upload = async (bytes: Buffer) =>
      call('POST', '/api/app/reports/image', bytes.toString('base64'), 'text/plain');
    const create = (body: object) => call('POST', '/api/app/reports', body);
    return { name, call, upload, create };
  };

  const stored = async () => {
    const { db } = testApp();
    const [reportCount] = await db.select({ n: count() }).from(requests);
    const [fileCount] = await db.select({ n: count() }).from(files);
    return { reports: reportCount?.n ?? 0, files: fileCount?.n ?? 0 };
  };

  it('creates a request with photos, numbered per complex, visible in My and Recent with thumbnails', async () => {
    const { db, app } = testApp();
    const complex = await createComplex(db);
    const owner = await resident(complex, 'owner');
    const photos = [await owner.upload(await makeImage('jpeg')), await owner.upload(await makeImage('png'))];
    for (const photo of photos) expect(photo.status).toBe(200);
    const attachmentIds = photos.map((photo) => (photo.body as { file: { id: number } }).file.id);

    const first = await owner.create({
      omschrijving: '  Lekkage in de kelder  ',
      vve: complex.id,
      attachmentIds,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      nr: '1',
      omschrijving: 'Lekkage in de kelder',
      status: 'NIEUW',
      vve: { naam: complex.naam },
      melder: { naam: owner.name },
      aangemaaktDoor: { naam: owner.name },
      linkedItem: null,
    });
    const created = first.body as Report;
    expect(created.attachments.map((file) => file.id)).toEqual(attachmentIds);
    const second = await owner.create({
      omschrijving: 'Lamp kapot',
      vve: complex.id,
      publiclyVisible: false,
    });
    expect((second.body as Report).nr).toBe('2');

    const personal = (await owner.call('GET', '/api/app/reports/personal')).body as Report[];
    expect(personal.map((report) => report.nr)).toEqual(['2', '1']);
    const recent = (await owner.call('GET', '/api/app/reports/recent')).body as Report[];
    expect(recent.map((report) => report.id)).toEqual([(second.body as Report).id, created.id]);

    const [firstPhoto] = created.attachments;
    if (!firstPhoto) throw new Error('the request has no photos');
    const thumbnail = await app.inject({ method: 'GET', url: fileThumbnailPath(firstPhoto, 50) });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
  });

  it('shares shared requests with fellow residents, keeps private ones private, and shows nothing across complexes', async () => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const other = await createComplex(db);
    const owner = await resident(complex, 'owner');
    const tenant = await resident(complex, 'tenant');
    const stranger = await resident(other, 'owner');
    const shared = (await owner.create({ omschrijving: 'Gedeeld', vve: complex.id })).body as Report;
    const privateOne = (
      await owner.create({ omschrijving: 'Privé', vve: complex.id, publiclyVisible: false })
    ).body as Report;

    const tenantRecent = ((await tenant.call('GET', '/api/app/reports/recent')).body as Report[]).map(
      (r) => r.id,
    );
    expect(tenantRecent).toContain(shared.id);
    expect(tenantRecent).not.toContain(privateOne.id);
    expect((await tenant.call('GET', '/api/app/reports/personal')).body).toEqual([]);
    expect((await stranger.call('GET', '/api/app/reports/recent')).body).toEqual([]);
  });

  it('refuses bad requests with 400 and a message, storing nothing', async () => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const foreignComplex = await createComplex(db);
    const owner = await resident(complex, 'owner');
    const other = await resident(complex, 'owner');
    const othersPhoto = ((await other.upload(await makeImage('jpeg'))).body as { file: { id: number } }).file
      .id;
    const before = await stored();

    const cases: [object, string][] = [
      [{ omschrijving: '   ', vve: complex.id }, 'No description'],
      [{ vve: complex.id }, 'No description'],
      [{ omschrijving: 'x', vve: foreignComplex.id }, 'one of your complexes'],
      [{ omschrijving: 'x', vve: 999_999 }, 'one of your complexes'],
      [{ omschrijving: 'x', vve: complex.id, attachmentIds: [othersPhoto] }, 'images you uploaded'],
      [{ omschrijving: 'x', vve: complex.id, attachmentIds: [999_999] }, 'images you uploaded'],
      [{ omschrijving: 'x', vve: complex.id, status: 'OPGELOST' }, 'status'],
      [{ omschrijving: 'x', vve: complex.id, nr: 7 }, 'nr'],
      [{ omschrijving: 'x'.repeat(5001), vve: complex.id }, 'longer'],
      // Half an emoji (JSON carries it as `\ud83d`): jsonb refuses it, and it stopped every notification.
      [{ omschrijving: 'Lekkage \ud800', vve: complex.id }, 'body.omschrijving: Text may not contain half'],
      [{ omschrijving: '😀😀'.slice(0, 3), vve: complex.id }, 'surrogate pair'],
    ];
    for (const [body, message] of cases) {
      const answer = await owner.create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body as { message: string }).message).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('attaches a photo to one request only', async () => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const owner = await resident(complex, 'owner');
    const photo = ((await owner.upload(await makeImage('png'))).body as { file: { id: number } }).file.id;
    expect((await owner.create({ omschrijving: 'a', vve: complex.id, attachmentIds: [photo] })).status).toBe(
      200,
    );
    expect((await owner.create({ omschrijving: 'b', vve: complex.id, attachmentIds: [photo] })).status).toBe(
      400,
    );
  });

  it('numbers requests without a complex from their own sequence', async () => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const owner = await resident(complex, 'owner');
    const a = (await owner.create({ omschrijving: 'zonder complex', vve: null })).body as Report;
    const b = (await owner.create({ omschrijving: 'nog een', vve: null })).body as Report;
    expect(a.vve).toBeNull();
    expect(Number(b.nr)).toBe(Number(a.nr) + 1);
  });

  it('accepts PNG, JPEG and BMP images by their bytes, re-encoded', async () => {
    const { db } = testApp();
    const owner = await resident(await createComplex(db), 'owner');
    const answers = [
      await owner.upload(await makeImage('png')),
      await owner.upload(await makeImage('jpeg')),
      await owner.upload(makeBmp(20, 10)),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(
      answers.map((answer) => (answer.body as { file: { contentType: string } }).file.contentType),
    ).toEqual(['image/png', 'image/jpeg', 'image/png']);
  });

  it('refuses what is not an image (415) and what is too large (413), storing nothing', async () => {
    const { db } = testApp();
    const owner = await resident(await createComplex(db), 'owner');
    const before = await stored();
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF');
    const brokenPng = Buffer.concat([(await makeImage('png')).subarray(0, 40)]);
    for (const bytes of [gif, svg, pdf, brokenPng]) {
      const answer = await owner.upload(bytes);
      expect(answer.status).toBe(415);
      expect((answer.body as { message: string }).message).toBeTruthy();
    }
    const tooLarge = await owner.upload(Buffer.alloc(10 * 1024 * 1024 + 3, 1));
    expect(tooLarge.status).toBe(413);
    const notBase64 = await owner.call('POST', '/api/app/reports/image', 'not base64 at all!', 'text/plain');
    expect(notBase64.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const { app } = testApp();
    for (const [method, url] of [
      ['GET', '/api/app/reports/recent'],
      ['GET', '/api/app/reports/personal'],
      ['POST', '/api/app/reports'],
      ['POST', '/api/app/reports/image'],
    ] as const) {
      expect(
        (await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode,
        url,
      ).toBe(401);
    }
  });
});
