import { count, eq } from 'drizzle-orm';
import type { Report } from '@vve/contract/calls/requests';
import { storeFile } from '../src/commands/store-files';
import { auditEvents } from '../src/db/schema/audit';
import { files } from '../src/db/schema/files';
import { requestMessageAttachments, requestMessages, requests } from '../src/db/schema/requests';
import { callerFor } from './api-client';
import { createComplex, createSupplier, createUser, makeOwner, makeRentalContract } from './factories';
import { makeImage } from './images';
import type { TestApp } from './test-app';

/** A photo `userId` uploaded and attached to nothing yet, as uploadReportImage stores one. */
export const uploadedPhoto = async ({ db, app }: TestApp, userId: number) => {
  const file = await storeFile(db, app.storage, {
    bytes: await makeImage('png', 8, 8),
    name: 'photo.png',
    contentType: 'image/png',
    uploadedBy: userId,
  });
  return file.id;
};

/** The rows a message adds: messages, their photos, audit events, and files. */
export const messageCounts = async ({ db }: TestApp) => {
  const [messages] = await db.select({ n: count() }).from(requestMessages);
  const [photos] = await db.select({ n: count() }).from(requestMessageAttachments);
  const [audit] = await db.select({ n: count() }).from(auditEvents);
  const [stored] = await db.select({ n: count() }).from(files);
  return { messages: messages?.n, photos: photos?.n, audit: audit?.n, files: stored?.n };
};

/**
 * A complex with its owner's request (with a photo, shared or not), a second owner and a tenant of the
 * complex, an owner of another complex, an administrator, and the supplier of a work order of the request.
 */
export const requestWorld = async (testApp: TestApp, options: { shared: boolean }) => {
  const { db, app } = testApp;
  const complex = await createComplex(db);
  const owner = await createUser(db, ['owner'], 'Olga Eigenaar');
  await makeOwner(db, complex, owner.id);
  const neighbour = await createUser(db, ['owner'], 'Nico Buur');
  await makeOwner(db, complex, neighbour.id);
  const tenant = await createUser(db, ['tenant'], 'Tessa Huurder');
  await makeRentalContract(db, complex, tenant.id);
  const elsewhere = await createComplex(db);
  const stranger = await createUser(db, ['owner'], 'Sven Elders');
  await makeOwner(db, elsewhere, stranger.id);
  const admin = await createUser(db, ['administrator'], 'Ada Beheer');
  const supplier = await createSupplier(db);
  const otherSupplier = await createSupplier(db);

  const asOwner = await callerFor(app, owner);
  const photo = await uploadedPhoto(testApp, owner.id);
  const created = await asOwner('POST', '/api/app/reports', {
    omschrijving: 'Lift kapot',
    vve: complex.id,
    publiclyVisible: options.shared,
    attachmentIds: [photo],
  });
  if (created.status !== 200) throw new Error(`request not created: ${JSON.stringify(created.body)}`);
  const request = created.body as Report;
  const [report] = await db.select().from(requests).where(eq(requests.id, request.id));
  if (!report) throw new Error('request not stored');
  return {
    complex,
    request,
    photo,
    users: { owner, neighbour, tenant, stranger, admin, supplier: supplier.member },
    supplier,
    otherSupplier,
    callers: {
      owner: asOwner,
      neighbour: await callerFor(app, neighbour),
      tenant: await callerFor(app, tenant),
      stranger: await callerFor(app, stranger),
      admin: await callerFor(app, admin),
      supplier: await callerFor(app, supplier.member),
      otherSupplier: await callerFor(app, otherSupplier.member),
    },
  };
};

export type RequestWorld = Awaited<ReturnType<typeof requestWorld>>;
