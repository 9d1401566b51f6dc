import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Inspection } from '@vve/contract/calls/inspections';
import { files } from '../db/schema/files';
import { idempotencyKeys } from '../db/schema/idempotency';
import { inspectionFiles, inspections } from '../db/schema/inspections';
import { requests } from '../db/schema/requests';
import { supplierUpdates } from '../db/schema/work-orders';
import { DEFAULT_IDEMPOTENCY_TIMING } from '../plugins/idempotency/idempotency-store';
import { DEFAULT_UPLOAD_LIMITS } from '../plugins/rate-limits/upload-limiter';
import {
  addSupplierMember,
  createAspectWithTask,
  createComplex,
  createSupplier,
  createUser,
  createWorkOrders,
  makeOwner,
} from '../../test/factories';
import { makeImage } from '../../test/images';
import { multipart } from '../../test/multipart';
import { loginAs } from '../../test/session-client';
import { saveBody } from '../../test/inspection-save-body';
import { ALLOWED_ORIGIN, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

/** How long a repeated key waits for its first use here: long enough for any first call, short for the 409 test. */
const WAIT_MS = 2000;

interface Answer {
  status: number;
  body: unknown;
  replayed: string | undefined;
}

/** The same call with a key, as one user: `variant` 'b' is another request than 'a' (another body or URL). */
type Send = (key: string | undefined, variant?: 'a' | 'b') => Promise<Answer>;

/** One call's request. */
interface CallRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: string | Buffer | object;
  contentType?: string;
}

/** A world of a scenario's own: the call as two users who may both make it, and the rows it made. */
interface World {
  callers: [Send, Send];
  effects: () => Promise<number>;
}

describe.each(testDatabaseKinds())('idempotency keys on the %s database', (kind) => {
  const testApp = useTestApp(kind, {
    idempotencyTiming: { ...DEFAULT_IDEMPOTENCY_TIMING, waitMs: WAIT_MS, pollMs: 20 },
  });

  /** A logged-in user's `Send`: `request` gives the call's request for each variant. */
  const sender = async (
    user: { username: string; password: string },
    request: (variant: 'a' | 'b') => CallRequest,
  ): Promise<Send> => {
    const { app } = testApp();
    const cookies = await loginAs(app, user);
    return async (key, variant = 'a') => {
      const { method, url, payload, contentType } = request(variant);
      const response = await app.inject({
        method,
        url,
        cookies,
        headers: {
          ...(key === undefined ? {} : { 'idempotency-key': key }),
          ...(contentType === undefined ? {} : { 'content-type': contentType }),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      const replayed = response.headers['idempotent-replayed'];
      return {
        status: response.statusCode,
        body: response.json<unknown>(),
        replayed: typeof replayed === 'string' ? replayed : undefined,
      };
    };
  };

  const rows = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

  const createReport = async (): Promise<World> => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const owners = [await createUser(db, ['owner']), await createUser(db, ['owner'])] as const;
    for (const owner of owners) await makeOwner(db, complex, owner.id);
    const request = (variant: 'a' | 'b'): CallRequest => ({
      method: 'POST',
      url: '/api/app/reports',
      payload: { omschrijving: variant === 'a' ? 'Lekkage in de kelder' : 'Lamp kapot', vve: complex.id },
    });
    return {
      callers: [await sender(owners[0], request), await sender(owners[1], request)],
      effects: () => rows(db.select({ n: count() }).from(requests).where(eq(requests.complexId, complex.id))),
    };
  };

  const uploadReportImage = async (): Promise<World> => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const owners = [await createUser(db, ['owner']), await createUser(db, ['owner'])] as const;
    for (const owner of owners) await makeOwner(db, complex, owner.id);
    const images = { a: await makeImage('png'), b: await makeImage('jpeg') };
    const request = (variant: 'a' | 'b') => ({
      method: 'POST' as const,
      url: '/api/app/reports/image',
      payload: images[variant].toString('base64'),
      contentType: 'text/plain',
    });
    const ids = owners.map((owner) => owner.id);
    return {
      callers: [await sender(owners[0], request), await sender(owners[1], request)],
      effects: () => rows(db.select({ n: count() }).from(files).where(inArray(files.uploadedBy, ids))),
    };
  };

  const reportSupplierStatus = async (): Promise<World> => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const colleague = await addSupplierMember(db, supplier);
    const [orderId = 0] = await createWorkOrders(db, supplier.id, complex.id, 1);
    const request = (variant: 'a' | 'b'): CallRequest => ({
      method: 'POST',
      url: `/api/app/workassignments/${orderId}/supplier-status`,
      payload: {
        status: variant === 'a' ? 'BLOCKED' : 'FOLLOW_UP_ACTION_NEEDED',
        description: 'Geen toegang',
      },
    });
    return {
      callers: [await sender(supplier.member, request), await sender(colleague, request)],
      effects: () =>
        rows(
          db
            .select({ n: count() })
            .from(supplierUpdates)
            .where(eq(supplierUpdates.workAssignmentId, orderId)),
        ),
    };
  };

  /** A supplier with a colleague and two open tasks of one complex. */
  const inspectionWorld = async () => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const colleague = await addSupplierMember(db, supplier);
    const tasks = [
      await createAspectWithTask(db, complex.id, supplier.id),
      await createAspectWithTask(db, complex.id, supplier.id),
    ] as const;
    const newUrl = (task: (typeof tasks)[number]) =>
      `/api/app/inspections/new?aspect=${task.aspectId}&schedule=${task.scheduleId}`;
    const start = async (task: (typeof tasks)[number]) => {
      const response = await testApp().app.inject({
        method: 'GET',
        url: newUrl(task),
        cookies: await loginAs(testApp().app, supplier.member),
      });
      expect(response.statusCode).toBe(200);
      return response.json<Inspection>();
    };
    return { db, users: [supplier.member, colleague] as const, tasks, newUrl, start };
  };

  const newInspection = async (): Promise<World> => {
    const { db, users, tasks, newUrl } = await inspectionWorld();
    const request = (variant: 'a' | 'b'): CallRequest => ({
      method: 'GET',
      url: newUrl(variant === 'a' ? tasks[0] : tasks[1]),
    });
    const scheduleIds = tasks.map((task) => task.scheduleId);
    return {
      callers: [await sender(users[0], request), await sender(users[1], request)],
      effects: () =>
        rows(db.select({ n: count() }).from(inspections).where(inArray(inspections.scheduleId, scheduleIds))),
    };
  };

  /** A save's effect is one more version: the count of saves. */
  const saveInspection = async (): Promise<World> => {
    const { db, users, tasks, start } = await inspectionWorld();
    const draft = await start(tasks[0]);
    const request = (variant: 'a' | 'b'): CallRequest => ({
      method: 'PUT',
      url: `/inspections/${draft.id}`,
      payload: saveBody(draft, { state: variant === 'a' ? 'GREAT' : 'WARN' }),
    });
    return {
      callers: [await sender(users[0], request), await sender(users[1], request)],
      effects: async () => {
        const [row] = await db
          .select({ version: inspections.version })
          .from(inspections)
          .where(eq(inspections.id, draft.id));
        return row?.version ?? 0;
      },
    };
  };

  /** A multipart body is not part of the fingerprint: variant 'b' goes to another inspection. */
  const uploadInspectionFiles = async (): Promise<World> => {
    const { db, users, tasks, start } = await inspectionWorld();
    const drafts = [await start(tasks[0]), await start(tasks[1])];
    const body = multipart([{ name: 'dak.png', type: 'image/png', bytes: await makeImage('png') }]);
    const request = (variant: 'a' | 'b') => ({
      method: 'POST' as const,
      url: `/inspections/${(variant === 'a' ? drafts[0] : drafts[1])?.id ?? 0}/files`,
      payload: body.payload,
      contentType: body.contentType,
    });
    const ids = drafts.map((draft) => draft.id);
    return {
      callers: [await sender(users[0], request), await sender(users[1], request)],
      effects: () =>
        rows(
          db.select({ n: count() }).from(inspectionFiles).where(inArray(inspectionFiles.inspectionId, ids)),
        ),
    };
  };

  const scenarios = {
    createReport,
    uploadReportImage,
    reportSupplierStatus,
    newInspection,
    saveInspection,
    uploadInspectionFiles,
  };
  const named = Object.entries(scenarios);

  let keySequence = 0;
  const newKey = () => {
    keySequence += 1;
    return `key-${keySequence}-${Math.random().toString(36).slice(2)}`;
  };

  it.each(named)('%s: the same key twice has one effect and the same answer, replayed', async (_, world) => {
    const w = await world();
    const before = await w.effects();
    const key = newKey();
    const first = await w.callers[0](key);
    const again = await w.callers[0](key);
    expect(first).toMatchObject({ status: 200, replayed: undefined });
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect((await w.effects()) - before).toBe(1);
  });

  it.each(named)('%s: the same key twice at once has one effect', async (_, world) => {
    const w = await world();
    const before = await w.effects();
    const key = newKey();
    const [one, other] = await Promise.all([w.callers[0](key), w.callers[0](key)]);
    expect([one.status, other.status]).toEqual([200, 200]);
    expect(one.body).toEqual(other.body);
    expect([one.replayed, other.replayed].sort()).toEqual(['true', undefined]);
    expect((await w.effects()) - before).toBe(1);
  });

  it.each(named)(
    '%s: the same key with another request answers 422 and changes nothing',
    async (_, world) => {
      const w = await world();
      const before = await w.effects();
      const key = newKey();
      expect((await w.callers[0](key, 'a')).status).toBe(200);
      expect(await w.callers[0](key, 'b')).toMatchObject({
        status: 422,
        body: { message: 'This idempotency key was used for another request.' },
      });
      expect((await w.effects()) - before).toBe(1);
    },
  );

  it.each(named)("%s: another user's same key is their own", async (_, world) => {
    const w = await world();
    const before = await w.effects();
    const key = newKey();
    const first = await w.callers[0](key);
    const other = await w.callers[1](key);
    expect([first.status, other.status]).toEqual([200, 200]);
    expect(other.replayed).toBeUndefined();
    expect((await w.effects()) - before).toBe(2);
  });

  it.each(named)('%s: a malformed key answers 400 and changes nothing', async (_, world) => {
    const w = await world();
    const before = await w.effects();
    for (const key of ['', 'a b', 'x'.repeat(201), 'clé', 'a\tb']) {
      const answer = await w.callers[0](key);
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect((answer.body as { message: string }).message).toContain('Idempotency-Key');
    }
    expect(await w.effects()).toBe(before);
    expect((await w.callers[0]('x'.repeat(200))).status).toBe(200);
  });

  it('keeps running a call without a key as before, storing no key', async () => {
    const { db } = testApp();
    const w = await createReport();
    const keys = () => rows(db.select({ n: count() }).from(idempotencyKeys));
    const stored = await keys();
    const before = await w.effects();
    for (const answer of [await w.callers[0](undefined), await w.callers[0](undefined)]) {
      expect(answer).toMatchObject({ status: 200, replayed: undefined });
    }
    expect((await w.effects()) - before).toBe(2);
    expect(await keys()).toBe(stored);
  });

  /** An owner's create-request call: variant 'a' a good body, 'b' one the schema refuses (no description). */
  const ownerOf = async (complex: Awaited<ReturnType<typeof createComplex>>) => {
    const owner = await createUser(testApp().db, ['owner']);
    const send = await sender(owner, (variant) => ({
      method: 'POST',
      url: '/api/app/reports',
      payload: { omschrijving: variant === 'a' ? 'Lekkage in de kelder' : ' ', vve: complex.id },
    }));
    return { owner, send };
  };

  it('replays a 4xx answer of the call, even when the call would now succeed', async () => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const { owner, send } = await ownerOf(complex);
    const key = newKey();
    // Not an owner in the complex yet: the handler refuses, after the key was taken.
    const refused = await send(key);
    expect(refused).toMatchObject({ status: 400, replayed: undefined });
    await makeOwner(db, complex, owner.id);
    expect(await send(key)).toEqual({ ...refused, replayed: 'true' });
    expect((await send(newKey())).status).toBe(200);
  });

  it('takes no key for a body the schema refuses, nor for a caller without a session', async () => {
    const { db, app } = testApp();
    const complex = await createComplex(db);
    const { owner, send } = await ownerOf(complex);
    await makeOwner(db, complex, owner.id);
    const key = newKey();
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/app/reports',
      headers: { 'idempotency-key': key },
      payload: { omschrijving: 'Zonder sessie', vve: complex.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await send(key, 'b')).toMatchObject({ status: 400, replayed: undefined });
    expect(
      await rows(db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))),
    ).toBe(0);
    expect(await send(key, 'a')).toMatchObject({ status: 200, replayed: undefined });
  });

  it('stores no 5xx answer: the same key runs the call again', async () => {
    const { app } = testApp();
    const w = await uploadReportImage();
    const key = newKey();
    const put = vi.spyOn(app.storage, 'put').mockRejectedValueOnce(new Error('disk full'));
    try {
      expect((await w.callers[0](key)).status).toBe(500);
    } finally {
      put.mockRestore();
    }
    expect(await w.effects()).toBe(0);
    expect(await w.callers[0](key)).toMatchObject({ status: 200, replayed: undefined });
    expect(await w.effects()).toBe(1);
  });

  it('stores no answer that says when to try again (429): the same key runs the call once allowed', async () => {
    const { clock } = testApp();
    const w = await uploadReportImage();
    for (let file = 0; file < DEFAULT_UPLOAD_LIMITS.filesPerUser; file += 1) {
      expect((await w.callers[0](undefined)).status).toBe(200);
    }
    const key = newKey();
    expect((await w.callers[0](key)).status).toBe(429);
    clock.advance(DEFAULT_UPLOAD_LIMITS.windowMs);
    expect(await w.callers[0](key)).toMatchObject({ status: 200, replayed: undefined });
    expect(await w.effects()).toBe(DEFAULT_UPLOAD_LIMITS.filesPerUser + 1);
  });

  it('answers 409 while the first use is still pending, and takes over one pending for minutes', async () => {
    const { db, clock } = testApp();
    const w = await createReport();
    const key = newKey();
    expect((await w.callers[0](key)).status).toBe(200);
    // As if the first call were still running: its answer not stored yet.
    await db.update(idempotencyKeys).set({ statusCode: null }).where(eq(idempotencyKeys.key, key));
    const started = performance.now();
    expect(await w.callers[0](key)).toMatchObject({
      status: 409,
      body: { message: 'This request is still being processed; try again shortly.' },
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(await w.effects()).toBe(1);

    // As if the process that ran it had died minutes ago: the next use runs the call.
    const stale = new Date(clock.read().getTime() - DEFAULT_IDEMPOTENCY_TIMING.staleMs);
    await db.update(idempotencyKeys).set({ createdAt: stale }).where(eq(idempotencyKeys.key, key));
    expect(await w.callers[0](key)).toMatchObject({ status: 200, replayed: undefined });
    expect(await w.effects()).toBe(2);
    expect((await w.callers[0](key)).replayed).toBe('true');
  });

  it('forgets a key after 24 hours', async () => {
    const { db, clock } = testApp();
    const w = await createReport();
    const key = newKey();
    expect((await w.callers[0](key)).status).toBe(200);
    const dayAgo = new Date(clock.read().getTime() - DEFAULT_IDEMPOTENCY_TIMING.keepMs - 1);
    await db.update(idempotencyKeys).set({ createdAt: dayAgo }).where(eq(idempotencyKeys.key, key));
    expect(await w.callers[0](key)).toMatchObject({ status: 200, replayed: undefined });
    expect(await w.effects()).toBe(2);
    const [row] = await db
      .select({ createdAt: idempotencyKeys.createdAt })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(row?.createdAt).toEqual(clock.read());
  });

  it('replays a lost save instead of refusing it as based on an old version', async () => {
    const { users, tasks, start } = await inspectionWorld();
    const draft = await start(tasks[0]);
    const save = await sender(users[0], () => ({
      method: 'PUT',
      url: `/inspections/${draft.id}`,
      payload: saveBody(draft, { version: draft.version }),
    }));
    const key = newKey();
    const saved = await save(key);
    expect(saved).toMatchObject({ status: 200, body: { version: draft.version + 1 } });
    expect(await save(key)).toEqual({ ...saved, replayed: 'true' });
    expect(await save(newKey())).toMatchObject({
      status: 409,
      body: { message: 'This inspection was saved elsewhere in the meantime.' },
    });
  });

  it('lets allowed origins send the key and read whether an answer was replayed', async () => {
    const { app } = testApp();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/app/reports',
      headers: {
        origin: ALLOWED_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.headers['access-control-allow-headers']).toContain('Idempotency-Key');
    const answer = await app.inject({
      method: 'GET',
      url: '/api/app/status',
      headers: { origin: ALLOWED_ORIGIN },
    });
    expect(answer.headers['access-control-expose-headers']).toContain('Idempotent-Replayed');
  });
});
