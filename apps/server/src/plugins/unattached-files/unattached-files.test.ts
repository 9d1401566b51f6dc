import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileDownloadPath, fileThumbnailPath, type StoredFile } from '@vve/contract/calls/files';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { files } from '../../db/schema/files';
import { createComplex, createUser, makeOwner } from '../../../test/factories';
import { makeImage } from '../../../test/images';
import { loginAs } from '../../../test/session-client';
import { useTestApp } from '../../../test/test-app';
import { testDatabaseKinds } from '../../../test/test-database';
import { contentKey, thumbnailKey } from '../../lib/file-storage';
import { deleteUnattachedFiles, UNATTACHED_FILE_LIFETIME_MS } from './unattached-files';

const DAY = UNATTACHED_FILE_LIFETIME_MS;

describe.each(testDatabaseKinds())('photos that were never attached, on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  it('are deleted with their bytes after a day; attached and recent ones stay', async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const owner = await createUser(db, ['owner']);
    await makeOwner(db, complex, owner.id);
    const cookies = await loginAs(app, owner);
    const upload = async (bytes: Buffer) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/app/reports/image',
          cookies,
          headers: { 'content-type': 'text/plain' },
          payload: bytes.toString('base64'),
        })
      ).json<{ file: StoredFile }>().file;
    const forgotten = await upload(await makeImage('png', 40, 30));
    const sent = await upload(await makeImage('png', 30, 40));
    const recent = await upload(await makeImage('jpeg', 50, 20));
    const created = await app.inject({
      method: 'POST',
      url: '/api/app/reports',
      cookies,
      payload: { omschrijving: 'Lekkage', vve: complex.id, attachmentIds: [sent.id] },
    });
    expect(created.statusCode).toBe(200);
    const get = (url: string) => app.inject({ method: 'GET', url });
    expect((await get(fileThumbnailPath(forgotten))).statusCode).toBe(200);

    // A sweep a day later: its cutoff is after all three uploads; the recent one was uploaded after it.
    const cutoff = new Date(Date.now() + 1000);
    const dayBefore = new Date(cutoff.getTime() - DAY);
    await db
      .update(files)
      .set({ createdAt: dayBefore })
      .where(inArray(files.id, [forgotten.id, sent.id]));
    await db
      .update(files)
      .set({ createdAt: new Date(cutoff.getTime() + 1000) })
      .where(eq(files.id, recent.id));
    await new Promise((resolve) => setTimeout(resolve, cutoff.getTime() - Date.now() + 10));
    expect(await deleteUnattachedFiles(db, app.storage, cutoff)).toBe(1);

    expect((await get(fileDownloadPath(forgotten))).statusCode).toBe(404);
    expect(await app.storage.get(contentKey(forgotten.hash))).toBeUndefined();
    expect(await app.storage.get(thumbnailKey(forgotten.hash, THUMBNAIL_SIZE.fileDefault))).toBeUndefined();
    expect((await get(fileDownloadPath(sent))).statusCode).toBe(200);
    expect((await get(fileDownloadPath(recent))).statusCode).toBe(200);
    expect(await deleteUnattachedFiles(db, app.storage, cutoff)).toBe(0);
  });
});
