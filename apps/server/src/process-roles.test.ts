import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppConfig } from '../test/app-config';
import { THUMBNAIL_SIZES } from '@vve/contract/constants';
import { createBimProject, createComplex, createUser, makeOwner } from '../test/factories';
import { makeImage } from '../test/images';
import { multipart } from '../test/multipart';
import { loginAs } from '../test/session-client';
import { openTestDatabase } from '../test/test-database';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/database';
import { bimModels } from './db/schema/bim';
import { files } from './db/schema/files';
import { thumbnailKey } from './lib/file-storage';

const IFC = Buffer.from(
  "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_NAME('t.ifc','',(''),(''),'','','');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n#1=IFCBROKEN(;\nENDSEC;\nEND-ISO-10303-21;\n",
);

type App = Awaited<ReturnType<typeof buildApp>>;

// Two processes of their own would show the same; in one test process each node has its own plugins, limiters,
// converter and listening connection, on one database server and one folder of files.
describe.skipIf(!process.env.DATABASE_URL)('an API node and a worker on one database server', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  const nodes: App[] = [];
  const startNode = async (role: 'api' | 'worker') => {
    if (database.kind !== 'server') throw new Error('a database server');
    const node = await buildApp({
      config: testAppConfig(dataDir),
      db: database.db,
      role,
      listen: database.listen,
    });
    await node.ready();
    nodes.push(node);
    return node;
  };
  beforeAll(async () => {
    database = await openTestDatabase('server');
    dataDir = mkdtempSync(path.join(tmpdir(), 'vve-roles-'));
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (api: App, projectId: number, admin: { username: string; password: string }) => {
    const body = multipart([{ name: 'model.ifc', type: 'application/octet-stream', bytes: IFC }], 'file');
    const answer = await api.inject({
      method: 'POST',
      url: `/api/app/bim/projects/${projectId}/models`,
      cookies: await loginAs(api, admin),
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ id: number }>().id;
  };

  /** The API node, a 3D project and an administrator, made once for the tests one after another. */
  let made:
    | { api: App; project: { id: number }; admin: { id: number; username: string; password: string } }
    | undefined;
  const scene = async () => {
    if (made) return made;
    const api = await startNode('api');
    const complex = await createComplex(database.db);
    const project = await createBimProject(database.db, complex.id);
    const admin = await createUser(database.db, ['administrator']);
    made = { api, project, admin };
    return made;
  };

  const statusOf = async (id: number) =>
    (await database.db.select({ status: bimModels.status }).from(bimModels).where(eq(bimModels.id, id)))[0]
      ?.status;

  /** Waits until the model's status is none of `waiting`, and answers how long that took. */
  const leaves = async (id: number, waiting: string[]): Promise<number> => {
    const started = Date.now();
    while (waiting.includes((await statusOf(id)) ?? '')) {
      if (Date.now() - started > 15_000) throw new Error(`the model stayed ${waiting.join(' or ')}`);
      await delay(50);
    }
    return Date.now() - started;
  };

  it('the API node serves calls and runs no background work; the worker serves only its health', async () => {
    const { api, project, admin } = await scene();
    const queued = await upload(api, project.id, admin);
    await delay(1500);
    expect(await statusOf(queued)).toBe('QUEUED');

    const worker = await startNode('worker');
    expect((await worker.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await worker.inject({ method: 'GET', url: '/api/app/status' })).statusCode).toBe(404);
    await leaves(queued, ['QUEUED', 'CONVERTING']);
    // The worker looks every 10 s on its own; a model uploaded on the API node reaches it through the signal.
    expect(await leaves(await upload(api, project.id, admin), ['QUEUED'])).toBeLessThan(1000);
  });

  it('two workers never take the same model: each of four uploads is tried once', async () => {
    const { api, project, admin } = await scene();
    await startNode('worker');
    const ids = await Promise.all([1, 2, 3, 4].map(() => upload(api, project.id, admin)));
    for (const id of ids) await leaves(id, ['QUEUED', 'CONVERTING']);
    const tried = await database.db
      .select({ attempts: bimModels.attempts })
      .from(bimModels)
      .where(inArray(bimModels.id, ids));
    expect(tried.map((model) => model.attempts)).toEqual([1, 1, 1, 1]);
  });

  it("a worker started after another died takes over the dead one's model when its lease runs out, not at a poll", async () => {
    const { api, project, admin } = await scene();
    const ifcKey = `models/ifc/orphaned-${Date.now()}.ifc`;
    await api.storage.put(ifcKey, IFC);
    const leaseMs = 1500;
    const leasedAt = Date.now();
    // As a worker leaves its model when it is killed: CONVERTING, with a lease it will never renew.
    const [orphaned] = await database.db
      .insert(bimModels)
      .values({
        projectId: project.id,
        fileName: 'model.ifc',
        schema: 'IFC4',
        ifcKey,
        ifcBytes: IFC.length,
        uploadedBy: admin.id,
        uploadedAt: new Date(),
        status: 'CONVERTING',
        attempts: 1,
        leaseUntil: new Date(Date.now() + leaseMs),
      })
      .returning({ id: bimModels.id });
    const id = orphaned?.id ?? 0;
    await startNode('worker');
    const waited = await leaves(id, ['CONVERTING']);
    // Not before the lease ran out, counted from when it was given (the worker's start may take longer on a busy
    // machine).
    expect(Date.now() - leasedAt).toBeGreaterThan(leaseMs - 500);
    // The workers look every 10 s on their own.
    expect(waited).toBeLessThan(leaseMs + 3000);
    const [model] = await database.db.select().from(bimModels).where(eq(bimModels.id, id));
    expect(model?.attempts).toBe(2);
  });

  it('a photo stored on an API node has its thumbnails, in every size, made by a worker', async () => {
    const { api } = await scene();
    await startNode('worker');
    const complex = await createComplex(database.db);
    const owner = await createUser(database.db, ['owner']);
    await makeOwner(database.db, complex, owner.id);
    const answer = await api.inject({
      method: 'POST',
      url: '/api/app/reports/image',
      cookies: await loginAs(api, owner),
      headers: { 'content-type': 'text/plain' },
      payload: (await makeImage('jpeg', 400, 300)).toString('base64'),
    });
    expect(answer.statusCode).toBe(200);
    const [file] = await database.db
      .select({ contentHash: files.contentHash })
      .from(files)
      .where(eq(files.id, answer.json<{ file: { id: number } }>().file.id));
    const made = async () =>
      (
        await Promise.all(
          THUMBNAIL_SIZES.map(
            async (size) =>
              (await api.storage.get(thumbnailKey(file?.contentHash ?? '', size))) !== undefined,
          ),
        )
      ).every(Boolean);
    const started = Date.now();
    // No one asked for them: a worker made them, woken by the signal (its own look is every 2 s).
    while (!(await made())) {
      if (Date.now() - started > 10_000) throw new Error('the thumbnails were not made');
      await delay(50);
    }
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
