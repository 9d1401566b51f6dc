import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '@vve/contract/calls/schedules';
import type { Inspection } from '@vve/contract/calls/inspections';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import { testAppConfig } from '../../test/app-config';
import { createAspectWithTask, createComplex, createSupplier, createWorkOrders } from '../../test/factories';
import { loginAs } from '../../test/session-client';
import { cookiesOf } from '../../test/test-app';
import { createServerDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import { inspections } from '../db/schema/inspections';
import { supplierUpdates, workOrders } from '../db/schema/work-orders';
import { RECENT_WRITE_COOKIE } from './read-replicas';

const LAG_SECONDS = 7;
const PRIMARY = 'as on the primary';
const REPLICAS = ['as on replica 1', 'as on replica 2'];

/** A database of the server, open, and how to drop it at the end. */
interface ServerDatabase {
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}

/** A session cookie alone: logging in changed state too, and its cookie would keep the caller on the primary. */
const withoutRecentWrite = (cookies: Record<string, string>) =>
  Object.fromEntries(Object.entries(cookies).filter(([name]) => name !== RECENT_WRITE_COOKIE));

// There is no streaming replication here: each replica is a copy of the primary taken before its last changes
// (a replica that lags behind), and the one work order's description tells which database an answer came from.
describe.skipIf(!process.env.DATABASE_URL)('read replicas', () => {
  let primary: ServerDatabase;
  let replicas: ServerDatabase[];
  let dataDir: string;
  let app: FastifyInstance;
  let member: { username: string; password: string };
  let orderId: number;
  let task: { aspectId: number; scheduleId: number };

  const describeOrder = (db: Database, omschrijving: string) =>
    db.update(workOrders).set({ omschrijving }).where(eq(workOrders.id, orderId));

  beforeAll(async () => {
    const made = await createServerDatabase();
    const handle = await openDatabase({ url: made.url });
    await handle.migrate();
    const complex = await createComplex(handle.db);
    const supplier = await createSupplier(handle.db);
    member = supplier.member;
    const [id] = await createWorkOrders(handle.db, supplier.id, complex.id, 1);
    orderId = id ?? 0;
    task = await createAspectWithTask(handle.db, complex.id, supplier.id);
    await handle.close();
    const copies = [
      await createServerDatabase({ copyOf: made.url }),
      await createServerDatabase({ copyOf: made.url }),
    ];
    const open = async ({ url, drop }: { url: string; drop: () => Promise<void> }) => ({
      handle: await openDatabase({ url }),
      drop,
    });
    primary = await open(made);
    replicas = await Promise.all(copies.map(open));
    await describeOrder(primary.handle.db, PRIMARY);
    for (const [index, replica] of replicas.entries())
      await describeOrder(replica.handle.db, REPLICAS[index] ?? '');
    dataDir = mkdtempSync(path.join(tmpdir(), 'vve-replicas-'));
    app = await buildApp({
      config: testAppConfig(dataDir),
      db: primary.handle.db,
      readReplicas: { replicas: replicas.map(({ handle }) => handle.db), lagSeconds: LAG_SECONDS },
    });
  });
  afterAll(async () => {
    await app.close();
    for (const database of [primary, ...replicas]) {
      await database.handle.close();
      await database.drop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new session of the supplier's member: it exists on the primary alone. */
  const session = async (node = app) => withoutRecentWrite(await loginAs(node, member));

  /** The descriptions of the work orders on the member's first page. */
  const listed = async (cookies: Record<string, string>) => {
    const answer = await app.inject({ method: 'GET', url: '/api/app/workassignments/page/1', cookies });
    expect(answer.statusCode).toBe(200);
    return answer.json<WorkAssignment[]>().map((order) => order.omschrijving);
  };

  it('answers a list from a replica, knowing its caller from the session on the primary', async () => {
    const [seen] = await listed(await session());
    expect(REPLICAS).toContain(seen);
    // Outside a call, as for the background work, `app.db` is the primary.
    const [row] = await app.db
      .select({ omschrijving: workOrders.omschrijving })
      .from(workOrders)
      .where(eq(workOrders.id, orderId));
    expect(row?.omschrijving).toBe(PRIMARY);
  });

  it('takes the replicas in turn', async () => {
    const cookies = await session();
    const seen = [...(await listed(cookies)), ...(await listed(cookies))];
    expect(seen.toSorted()).toEqual(REPLICAS);
  });

  it("writes to the primary, and reads the caller's own change from it while the lag lasts", async () => {
    const cookies = await session();
    const answer = await app.inject({
      method: 'POST',
      url: `/api/app/workassignments/${orderId}/supplier-status`,
      cookies,
      payload: { status: 'BLOCKED' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.find(({ name }) => name === RECENT_WRITE_COOKIE)).toMatchObject({
      maxAge: LAG_SECONDS,
      httpOnly: true,
      path: '/',
    });
    const updatesOn = async (db: Database) =>
      (await db.select().from(supplierUpdates).where(eq(supplierUpdates.workAssignmentId, orderId))).length;
    expect(await updatesOn(primary.handle.db)).toBe(1);
    for (const replica of replicas) expect(await updatesOn(replica.handle.db)).toBe(0);

    expect(await listed({ ...cookies, ...cookiesOf(answer) })).toEqual([PRIMARY]);
    // Once the cookie has gone (the browser drops it after its Max-Age), a replica again.
    expect(REPLICAS).toContain((await listed(cookies))[0]);
  });

  it('opens an inspection draft, a GET that writes, on the primary; the draft shows at once to its author', async () => {
    const cookies = await session();
    const answer = await app.inject({
      method: 'GET',
      url: `/api/app/inspections/new?aspect=${task.aspectId}&schedule=${task.scheduleId}`,
      cookies,
    });
    expect(answer.statusCode).toBe(200);
    const { id } = answer.json<Inspection>();
    const draftsOn = async (db: Database) =>
      (await db.select().from(inspections).where(eq(inspections.id, id))).length;
    expect(await draftsOn(primary.handle.db)).toBe(1);
    for (const replica of replicas) expect(await draftsOn(replica.handle.db)).toBe(0);

    const draftOfTask = async (withCookies: Record<string, string>) => {
      const tasks = await app.inject({
        method: 'GET',
        url: '/api/app/aspect-schedules/page/1',
        cookies: withCookies,
      });
      expect(tasks.statusCode).toBe(200);
      return tasks.json<Schedule[]>().find((schedule) => schedule.id === task.scheduleId)?.draftInspectionId;
    };
    expect(await draftOfTask({ ...cookies, ...cookiesOf(answer) })).toBe(id);
    expect(await draftOfTask(cookies)).toBeNull();
  });

  it('answers 503 while a replica cannot be reached, as while the primary cannot', async () => {
    const away = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/away' });
    const node = await buildApp({
      config: testAppConfig(dataDir),
      db: primary.handle.db,
      role: 'api',
      readReplicas: { replicas: [away.db], lagSeconds: LAG_SECONDS },
    });
    try {
      const answer = await node.inject({
        method: 'GET',
        url: '/api/app/workassignments/page/1',
        cookies: await session(node),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
    } finally {
      await node.close();
      await away.close();
    }
  });
});
