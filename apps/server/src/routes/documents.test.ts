import { count, eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { StoredFile } from '@vve/contract/calls/files';
import type { LibraryDocument, NewDocumentPayload } from '@vve/contract/calls/documents';
import { MAX_DOCUMENT_BYTES } from '@vve/contract/calls/documents';
import { auditEvents } from '../db/schema/audit';
import { complexes } from '../db/schema/complexes';
import { documents } from '../db/schema/documents';
import { files } from '../db/schema/files';
import { callerFor, type Caller } from '../../test/api-client';
import { createComplex, createUser, makeOwner, makeRentalContract } from '../../test/factories';
import { makeImage } from '../../test/images';
import { multipart, type FilePart } from '../../test/multipart';
import { notificationsOf, settleNotifications } from '../../test/notifications-world';
import { loginAs } from '../../test/session-client';
import { useTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DOCX = Buffer.from(zipSync({ '[Content_Types].xml': strToU8('<Types/>') }));

/** A multipart body of files in the field 'file', as inject sends it. */
const fileBody = (...parts: FilePart[]) => {
  const { payload, contentType } = multipart(parts, 'file');
  return { payload, headers: { 'content-type': contentType } };
};

/** A complex with an owner and a tenant, an owner of another complex, and an administrator. */
const libraryWorld = async (testApp: TestApp) => {
  const { db, app } = testApp;
  const complex = await createComplex(db);
  const elsewhere = await createComplex(db);
  const people = {
    owner: await createUser(db, ['owner'], 'Olga Eigenaar'),
    tenant: await createUser(db, ['tenant'], 'Tessa Huurder'),
    stranger: await createUser(db, ['owner'], 'Sven Elders'),
    admin: await createUser(db, ['administrator'], 'Ada Beheer'),
  };
  await makeOwner(db, complex, people.owner.id);
  await makeRentalContract(db, complex, people.tenant.id);
  await makeOwner(db, elsewhere, people.stranger.id);
  const callers: Record<keyof typeof people, Caller> = {
    owner: await callerFor(app, people.owner),
    tenant: await callerFor(app, people.tenant),
    stranger: await callerFor(app, people.stranger),
    admin: await callerFor(app, people.admin),
  };
  const adminCookies = await loginAs(app, people.admin);
  /** Uploads a file as the administrator; answers the status and body. */
  const upload = async (name: string, type: string, bytes: Buffer) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/office/document-files',
      cookies: adminCookies,
      ...fileBody({ name, type, bytes }),
    });
    return {
      status: response.statusCode,
      body: response.json<StoredFile & { message?: string; code?: string }>(),
    };
  };
  const add = async (payload: Partial<NewDocumentPayload> & { fileId: number }) =>
    (await callers.admin('POST', `/api/app/office/complexes/${String(complex.id)}/documents`, {
      folder: 'deed-and-rules',
      title: 'Huishoudelijk reglement',
      date: '2024-05-01',
      readers: 'residents',
      notify: false,
      ...payload,
    })) as { status: number; body: LibraryDocument & { message?: string } };
  const addPdf = async (payload: Partial<NewDocumentPayload> = {}) => {
    const file = await upload('stuk.pdf', 'application/pdf', PDF);
    return add({ ...payload, fileId: file.body.id });
  };
  const titlesFor = async (caller: Caller) => {
    const answer = await caller('GET', `/api/app/details/vve/${String(complex.id)}/documents`);
    return answer.status === 200
      ? (answer.body as LibraryDocument[]).map((document) => document.title)
      : answer.status;
  };
  return { complex, people, callers, upload, add, addPdf, titlesFor };
};

describe.each(testDatabaseKinds())("a complex's document library, on the %s database", (kind) => {
  const testApp = useTestApp(kind);

  it('lets each resident read the documents for them, and tells them of a new one when asked', async () => {
    const { app, db } = testApp();
    const world = await libraryWorld(testApp());
    expect(
      (await world.addPdf({ title: 'Splitsingsakte', readers: 'residents', date: '2001-03-01' })).status,
    ).toBe(200);
    const forOwners = await world.addPdf({
      title: 'Jaarrekening 2025',
      folder: 'finance',
      readers: 'owners',
      date: '2026-04-01',
      notify: true,
    });
    expect(forOwners.status).toBe(200);
    expect(forOwners.body).toMatchObject({
      complexId: world.complex.id,
      folder: 'finance',
      title: 'Jaarrekening 2025',
      date: '2026-04-01',
      readers: 'owners',
      file: { name: 'stuk.pdf', contentType: 'application/pdf', size: PDF.length },
    });
    expect((await world.addPdf({ title: 'Huisregels huurders', readers: 'tenants' })).status).toBe(200);
    expect((await world.addPdf({ title: 'Offerte dak', readers: 'administrators' })).status).toBe(200);

    expect(await world.titlesFor(world.callers.owner)).toEqual(['Jaarrekening 2025', 'Splitsingsakte']);
    expect(await world.titlesFor(world.callers.tenant)).toEqual(['Huisregels huurders', 'Splitsingsakte']);
    expect(await world.titlesFor(world.callers.stranger)).toBe(404);
    expect(await world.titlesFor(world.callers.admin)).toBe(404);
    const office = await world.callers.admin(
      'GET',
      `/api/app/office/complexes/${String(world.complex.id)}/documents`,
    );
    expect((office.body as LibraryDocument[]).map((document) => document.title)).toEqual([
      'Jaarrekening 2025',
      'Offerte dak',
      'Huisregels huurders',
      'Splitsingsakte',
    ]);

    // The owner can fetch the file by its link; only the one asked to tell is told, to its readers only.
    const { file } = forOwners.body;
    const link = `/file/download/${String(file.id)}/${file.hash}/${file.name}?accessCode=${file.accessCode}`;
    const fetched = await app.inject({ method: 'GET', url: link });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PDF)).toBe(true);
    await settleNotifications(app, db);
    const told = async (caller: Caller) =>
      (await notificationsOf(caller)).filter((notification) => notification.kind === 'document');
    const [ownerNotification] = await told(world.callers.owner);
    expect(ownerNotification).toMatchObject({
      facts: { documentId: forOwners.body.id, title: 'Jaarrekening 2025', complexName: world.complex.naam },
      path: `/vve/${String(world.complex.id)}?title=${encodeURIComponent(world.complex.naam)}`,
    });
    expect(await told(world.callers.owner)).toHaveLength(1);
    expect(await told(world.callers.tenant)).toEqual([]);
  });

  it('takes PDF, images and office files that are what their names say, and refuses others', async () => {
    const { db } = testApp();
    const world = await libraryWorld(testApp());
    const png = await makeImage('png', 8, 8);
    const docx = await world.upload('begroting.docx', 'application/octet-stream', DOCX);
    expect(docx.status).toBe(200);
    expect(docx.body.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await world.upload('plattegrond.PNG', 'image/png', png)).body.name).toBe('plattegrond.png');

    const [before] = await db.select({ n: count() }).from(files);
    const refused: [string, Buffer, number, string][] = [
      ['notulen.pdf', png, 415, 'documentNotWhatItClaims'],
      ['notulen.docx', PDF, 415, 'documentNotWhatItClaims'],
      ['notulen', PDF, 415, 'documentNotWhatItClaims'],
      ['notulen.txt', Buffer.from('Notulen van de vergadering'), 415, 'documentTypeNotAccepted'],
      ['script.pdf', Buffer.from('<script>alert(1)</script>'), 415, 'documentTypeNotAccepted'],
      ['kapot.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]), 415, 'imageUnreadable'],
      ['groot.pdf', Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]), 413, 'fileTooLarge'],
    ];
    for (const [name, bytes, status, code] of refused) {
      const answer = await world.upload(name, 'application/pdf', bytes);
      expect(answer.status, name).toBe(status);
      expect(answer.body.code, name).toBe(code);
    }
    const { app } = testApp();
    const twoFiles = await app.inject({
      method: 'POST',
      url: '/api/app/office/document-files',
      cookies: await loginAs(app, world.people.admin),
      ...fileBody(
        { name: 'een.pdf', type: 'application/pdf', bytes: PDF },
        { name: 'twee.pdf', type: 'application/pdf', bytes: PDF },
      ),
    });
    expect(twoFiles.statusCode).toBe(413);
    const [after] = await db.select({ n: count() }).from(files);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a document with bad facts, a file not its own or taken, or an archived complex, and stores nothing', async () => {
    const { db, app } = testApp();
    const world = await libraryWorld(testApp());
    const file = await world.upload('polis.pdf', 'application/pdf', PDF);
    const owner = await createUser(db, ['administrator'], 'Andere Beheerder');
    const others = await (async () => {
      const cookies = await loginAs(app, owner);
      const response = await app.inject({
        method: 'POST',
        url: '/api/app/office/document-files',
        cookies,
        ...fileBody({ name: 'ander.pdf', type: 'application/pdf', bytes: PDF }),
      });
      return response.json<StoredFile>();
    })();
    const taken = await world.addPdf();
    expect(taken.status).toBe(200);
    const stored = async () => ({
      documents: (await db.select({ n: count() }).from(documents))[0]?.n,
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
    });
    const before = await stored();
    const refusals: [Partial<NewDocumentPayload> & { fileId: number }, number, string][] = [
      [{ fileId: file.body.id, title: '  ' }, 400, 'Give the document a title.'],
      [{ fileId: file.body.id, date: '2026-02-30' }, 400, 'date'],
      [{ fileId: others.id }, 400, 'The file of a document must be one you uploaded'],
      [{ fileId: taken.body.file.id }, 400, 'The file of a document must be one you uploaded'],
      [{ fileId: 2_000_000_000 }, 400, 'The file of a document must be one you uploaded'],
    ];
    for (const [payload, status, message] of refusals) {
      const answer = await world.add(payload);
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(answer.body.message).toContain(message);
    }
    await db.update(complexes).set({ archivedAt: new Date() }).where(eq(complexes.id, world.complex.id));
    expect((await world.add({ fileId: file.body.id })).status).toBe(409);
    expect(await stored()).toEqual(before);
  });

  it('changes and removes documents: a document for administrators only is read by no resident', async () => {
    const { db } = testApp();
    const world = await libraryWorld(testApp());
    const added = await world.addPdf({ title: 'Opstalpolis' });
    const path = `/api/app/office/documents/${String(added.body.id)}`;
    const changed = await world.callers.admin('PUT', path, {
      folder: 'insurance',
      title: 'Opstalpolis 2027',
      date: '2026-12-01',
      readers: 'administrators',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      folder: 'insurance',
      title: 'Opstalpolis 2027',
      readers: 'administrators',
    });
    expect(await world.titlesFor(world.callers.owner)).toEqual([]);
    expect((await world.callers.owner('DELETE', path)).status).toBe(404);
    expect((await world.callers.admin('DELETE', path)).status).toBe(200);
    expect((await world.callers.admin('DELETE', path)).status).toBe(404);
    // Its file went with it.
    expect(await db.select().from(files).where(eq(files.id, added.body.file.id))).toEqual([]);
  });
});
