/**
 * Faults (issue 6, part 6): the real server, as a child process on a fresh PostgreSQL database,
 * takes writes from several clients (requests, supplier status reports, inspection saves that
 * raise a request) while PostgreSQL is stopped abruptly (`-m immediate`) and started again.
 * Then it counts, in the database: acknowledged writes lost, writes stored twice, inspection saves
 * that are not all or nothing; and, of the server: crashes, how fast it answered during the
 * outage, how soon it served again once PostgreSQL was back, and the connections it holds.
 *
 * With `--nodes 2`, two API nodes (ROLE=api) share the database and the clients: the same must-be figures hold for
 * each node, and no write acknowledged by either is lost.
 *
 * It stops the local PostgreSQL cluster, so it needs root and runs after the other tests.
 * Run: `npm run test:fault` (one node, then two), or `bench:fault [--nodes N]`. Exits 1 when a must-be figure fails.
 * Env: DATABASE_URL (an admin database on the cluster; default postgres://postgres@127.0.0.1:5432/test),
 * PG_CLUSTER ("15/main"; default the only version under /etc/postgresql), FAULT_CLIENTS (8).
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database';
import { freePort } from '../apps/server/test/node-process';
import { schedules } from '../apps/server/src/db/schema/inspections';
import {
  createAspectWithTask,
  createComplex,
  createSupplier,
  createUser,
  createWorkOrders,
  makeOwner,
  TEST_PASSWORD,
} from '../apps/server/test/factories';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// An empty variable counts as unset, as in the server's config.
const ADMIN_URL =
  process.env.DATABASE_URL === undefined || process.env.DATABASE_URL === ''
    ? 'postgres://postgres@127.0.0.1:5432/test'
    : process.env.DATABASE_URL;
const CLIENTS = Number(process.env.FAULT_CLIENTS ?? 8);
/** The server processes: one on its own (ROLE=all), or several API nodes (ROLE=api) sharing the clients. */
const NODES = Number(/--nodes[= ](\d+)/.exec(process.argv.slice(2).join(' '))?.[1] ?? 1);
const LOAD_BEFORE_MS = 2000;
const OUTAGE_MS = 4000;
const LOAD_AFTER_MS = 3000;
/** Inspection tasks to perform; a client that has used its share does no more inspections. */
const TASKS = Number(process.env.FAULT_TASKS ?? 2000);
/** A call that takes longer than this counts as a hang. */
const CALL_TIMEOUT_MS = 10_000;
/** The promises checked below. */
const MAX_RECOVERY_MS = 2000;
/** During the outage a call must fail fast: within the pool's connection timeout (2 s) and a margin. */
const MAX_OUTAGE_LATENCY_MS = 2500;
const POOL_MAX = 10;
/** Beside its pool, each server holds one connection of its own: the LISTEN of db/notifications-listener.ts. */
const LISTENER_CONNECTIONS = 1;
/** After a failed call a client pauses this long, so that the outage does not become a busy loop. */
const PAUSE_AFTER_FAILURE_MS = 10;

const cluster = (() => {
  const given = process.env.PG_CLUSTER;
  if (given) return given.split('/') as [string, string];
  const versions = readdirSync('/etc/postgresql');
  if (versions.length !== 1 || !versions[0]) {
    throw new Error(`Set PG_CLUSTER (e.g. 15/main): /etc/postgresql holds ${versions.join(', ')}`);
  }
  return [versions[0], 'main'] as [string, string];
})();
const pgCtl = (...action: string[]) =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, ...action], { timeout: 60_000 });
const stopPostgres = () => pgCtl('stop', '-m', 'immediate');
const startPostgres = () => pgCtl('start');
const postgresUp = async (): Promise<boolean> => {
  const url = new URL(ADMIN_URL);
  try {
    await run('pg_isready', ['-q', '-h', url.hostname, '-p', url.port || '5432'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
};
/** Never leave PostgreSQL down: start it when it does not answer. */
const ensurePostgresUp = async () => {
  if (await postgresUp()) return;
  console.log('starting PostgreSQL again');
  await startPostgres();
};

const runId = Date.now();
const faultDbName = `vve_fault_${runId}`;
const faultUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${faultDbName}`;
  return url.toString();
})();
const elapsed = (() => {
  const t0 = performance.now();
  return () => performance.now() - t0;
})();

/** The data the clients write to: one complex, its owner, a supplier with work orders and inspection tasks. */
const createFixture = async () => {
  const database = await openDatabase({ url: faultUrl });
  try {
    await database.migrate();
    const { db } = database;
    const complex = await createComplex(db);
    const owner = await createUser(db, ['owner'], 'Fault Owner');
    await makeOwner(db, complex, owner.id);
    const supplier = await createSupplier(db);
    const workOrderIds = await createWorkOrders(db, supplier.id, complex.id, CLIENTS);
    const { aspectId, scheduleId } = await createAspectWithTask(db, complex.id, supplier.id);
    const more = await db
      .insert(schedules)
      .values(
        Array.from({ length: TASKS - 1 }, () => ({
          aspectId,
          supplierId: supplier.id,
          scheduledDate: '2026-04-01',
        })),
      )
      .returning({ id: schedules.id });
    return {
      complexId: complex.id,
      owner: owner.username,
      supplier: supplier.member.username,
      workOrderIds,
      aspectId,
      taskIds: [scheduleId, ...more.map((row) => row.id)],
    };
  } finally {
    await database.close();
  }
};
type Fixture = Awaited<ReturnType<typeof createFixture>>;

/** A log line in short: its message and its error's first line, or the line as printed. */
const summary = (line: string): string => {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    return `${entry.msg ?? ''}: ${(entry.err?.message ?? '').split('\n')[0] ?? ''}`.slice(0, 300);
  } catch {
    return line.slice(0, 300);
  }
};

/** The server's process, with what it said and how it ended. */
interface Server {
  name: string;
  child: ChildProcess;
  base: string;
  exit: { code: number | null; signal: string | null; at: number } | undefined;
  logLevels: Map<number, number>;
  lastLines: string[];
  fatalLines: string[];
}

const startServer = async (name: string): Promise<Server> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vve-fault-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: faultUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ROLE: NODES === 1 ? 'all' : 'api',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = {
    name,
    child,
    base: `http://127.0.0.1:${port}`,
    exit: undefined,
    logLevels: new Map(),
    lastLines: [],
    fatalLines: [],
  };
  const takeLine = (line: string) => {
    if (!line.trim()) return;
    let level = 0;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? 0;
    } catch {
      // Not a log line: what the process printed on a crash (deprecation warnings aside).
      if (!/Deprecation|--trace-warnings/.test(line)) server.fatalLines.push(line);
    }
    server.logLevels.set(level, (server.logLevels.get(level) ?? 0) + 1);
    if (level >= 50) server.fatalLines.push(line);
    server.lastLines.push(line);
    if (server.lastLines.length > 20) server.lastLines.shift();
  };
  // A chunk may end inside a line: each stream keeps its unfinished line for the next chunk.
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      parts.forEach(takeLine);
    });
    stream.on('end', () => {
      takeLine(rest);
    });
  }
  child.once('exit', (code, signal) => {
    server.exit = { code, signal, at: elapsed() };
    rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exit) throw new Error(`${name} ended at start:\n${server.lastLines.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${name} was not ready within 60 s`);
    const ready = await fetch(`${server.base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await sleep(100);
  }
};

const stopServer = async (server: Server): Promise<Server['exit']> => {
  if (server.exit) return server.exit;
  const ended = new Promise<void>((resolve) => {
    server.child.once('exit', () => {
      resolve();
    });
  });
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await ended;
  clearTimeout(timer);
  return server.exit;
};

type CallKind = 'request' | 'status' | 'draft' | 'inspection';
type WriteKind = Exclude<CallKind, 'draft'>;
type Outcome = number | 'network' | 'timeout';
interface CallRecord {
  kind: CallKind;
  start: number;
  end: number;
  outcome: Outcome;
  retryAfter: boolean;
}

/** What the clients did and what the server answered. */
const records: CallRecord[] = [];
const acknowledged: Record<WriteKind, Set<string>> = {
  request: new Set(),
  status: new Set(),
  inspection: new Set(),
};
const ackTimes: number[] = [];

const login = async (base: string, username: string): Promise<string> => {
  const response = await fetch(`${base}/api/app/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ username, password: TEST_PASSWORD }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((text) => text.split(';')[0] ?? '')
    .find((text) => text.startsWith('vve_session='));
  if (response.status !== 303 || !cookie) throw new Error(`login of ${username}: ${response.status}`);
  return cookie;
};

const call = async (
  base: string,
  cookie: string,
  kind: CallKind,
  method: 'GET' | 'POST' | 'PUT',
  pathname: string,
  body?: unknown,
): Promise<{ ok: boolean; json: unknown }> => {
  const start = elapsed();
  try {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: {
        cookie,
        origin: base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    records.push({
      kind,
      start,
      end: elapsed(),
      outcome: response.status,
      retryAfter: response.headers.get('retry-after') !== null,
    });
    return { ok: response.ok, json: response.ok ? (JSON.parse(text) as unknown) : undefined };
  } catch (error) {
    const timeout = error instanceof Error && error.name === 'TimeoutError';
    records.push({
      kind,
      start,
      end: elapsed(),
      outcome: timeout ? 'timeout' : 'network',
      retryAfter: false,
    });
    return { ok: false, json: undefined };
  }
};

let loadStopped = false;

/**
 * One client: requests, status reports and inspection saves in turn, each with a unique key.
 * A request or status report that failed is not repeated (the API has no idempotency key), but an
 * inspection is opened and saved again until it is acknowledged: the save raises its request once.
 */
const runClient = async (
  base: string,
  fixture: Fixture,
  index: number,
  { owner, supplier }: { owner: string; supplier: string },
) => {
  const tasks = fixture.taskIds.filter((_, position) => position % CLIENTS === index);
  const workOrderId = fixture.workOrderIds[index % fixture.workOrderIds.length];
  let task: { scheduleId: number; inspectionId?: number; key: string } | undefined;
  const acknowledge = (kind: WriteKind, key: string) => {
    acknowledged[kind].add(key);
    ackTimes.push(elapsed());
  };
  for (let n = 0; !loadStopped; n += 1) {
    const key = `fault ${runId} client ${index} call ${n}`;
    let ok: boolean;
    switch (n % 3) {
      case 0: {
        ok = (
          await call(base, owner, 'request', 'POST', '/api/app/reports', {
            omschrijving: key,
            vve: fixture.complexId,
            publiclyVisible: false,
            attachmentIds: [],
          })
        ).ok;
        if (ok) acknowledge('request', key);
        break;
      }
      case 1: {
        ok = (
          await call(
            base,
            supplier,
            'status',
            'POST',
            `/api/app/workassignments/${workOrderId}/supplier-status`,
            {
              status: n % 2 === 0 ? 'FOLLOW_UP_ACTION_NEEDED' : 'BLOCKED',
              description: key,
            },
          )
        ).ok;
        if (ok) acknowledge('status', key);
        break;
      }
      default: {
        if (!task) {
          const scheduleId = tasks.shift();
          if (scheduleId === undefined) continue;
          task = { scheduleId, key };
        }
        if (task.inspectionId === undefined) {
          const opened = await call(
            base,
            supplier,
            'draft',
            'GET',
            `/api/app/inspections/new?aspect=${fixture.aspectId}&schedule=${task.scheduleId}`,
          );
          ok = opened.ok;
          if (ok) task.inspectionId = (opened.json as { id: number }).id;
          break;
        }
        ok = (
          await call(base, supplier, 'inspection', 'PUT', `/inspections/${task.inspectionId}`, {
            aspect: fixture.aspectId,
            schedule: task.scheduleId,
            state: 'BAD',
            stateDescription: null,
            statePerElement: [],
            createRequest: true,
            requestDescription: task.key,
            files: [],
          })
        ).ok;
        if (ok) {
          acknowledge('inspection', task.key);
          task = undefined;
        }
      }
    }
    if (!ok) await sleep(PAUSE_AFTER_FAILURE_MS);
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** What the database holds after the run. */
const verify = async (fixture: Fixture) => {
  const client = new pg.Client({ connectionString: faultUrl });
  await client.connect();
  try {
    const counts = async (query: string): Promise<Map<string, number>> => {
      const { rows } = await client.query<{ key: string; n: number }>(query);
      return new Map(rows.map((row) => [row.key, row.n]));
    };
    const stored: Record<WriteKind, Map<string, number>> = {
      request: await counts(
        'select omschrijving as key, count(*)::int as n from reports where inspection_id is null group by 1',
      ),
      status: await counts('select description as key, count(*)::int as n from supplier_updates group by 1'),
      inspection: await counts(
        'select omschrijving as key, count(*)::int as n from reports where inspection_id is not null group by 1',
      ),
    };
    const lost: string[] = [];
    const duplicates: string[] = [];
    for (const kind of ['request', 'status', 'inspection'] as const) {
      for (const key of acknowledged[kind]) if (!stored[kind].has(key)) lost.push(`${kind}: ${key}`);
      for (const [key, n] of stored[kind]) if (n > 1) duplicates.push(`${kind}: ${key} ×${n}`);
    }
    const storedUnacknowledged = (['request', 'status', 'inspection'] as const).reduce(
      (sum, kind) => sum + [...stored[kind].keys()].filter((key) => !acknowledged[kind].has(key)).length,
      0,
    );
    // All or nothing: each performed inspection that asked for a request has exactly one, with its
    // description, and its task is performed; no request of an inspection that was not performed;
    // each request and status report has its audit event, and no audit event lacks its change.
    const problems = await client.query<{ problem: string; n: number }>(
      `select 'performed inspection without exactly one request' as problem, count(*)::int as n
         from inspections i
        where not i.draft and i.create_request and i.request_description <> ''
          and (select count(*) from reports r
                where r.inspection_id = i.id and r.inspection_element_id is null
                  and r.omschrijving = i.request_description) <> 1
       union all
       select 'request of an inspection not performed', count(*)::int
         from reports r left join inspections i on i.id = r.inspection_id
        where r.inspection_id is not null and (i.id is null or i.draft or i.performed_at is null)
       union all
       select 'performed inspection whose task is open', count(*)::int
         from inspections i join schedules s on s.id = i.schedule_id
        where not i.draft and s.performed_at is null
       union all
       select 'performed inspection without its audit event', count(*)::int
         from inspections i
        where not i.draft and not exists (select 1 from audit_events a
                where a.action = 'inspection.saved' and a.entity_id = i.id)
       union all
       select 'request without its audit event', count(*)::int
         from reports r
        where r.inspection_id is null and not exists (select 1 from audit_events a
                where a.action = 'request.created' and a.entity_id = r.id)
       union all
       select 'audit event of a request not stored', count(*)::int
         from audit_events a
        where a.action = 'request.created' and not exists (select 1 from reports r where r.id = a.entity_id)
       union all
       select 'status reports and their audit events differ', count(*)::int
         from work_assignments w
        where (select count(*) from supplier_updates u where u.work_assignment_id = w.id)
           <> (select count(*) from audit_events a
                where a.action = 'work-order.status-reported' and a.entity_id = w.id)`,
    );
    const tasksPerformed = await client.query<{ n: number }>(
      'select count(*)::int as n from schedules where performed_at is not null',
    );
    return {
      lost,
      duplicates,
      storedUnacknowledged,
      allOrNothing: problems.rows.filter((row) => row.n > 0),
      tasksPerformed: tasksPerformed.rows[0]?.n ?? 0,
      complexId: fixture.complexId,
    };
  } finally {
    await client.end();
  }
};

/**
 * The server's connections to the fault database, counted from the admin database, and those stuck idle in a
 * transaction: idle in it for a second or more. A transaction at work (the notifications worker between two of
 * its statements) is idle in it for milliseconds; a leaked one stays.
 */
const connectionsOf = async (admin: pg.Client) => {
  const { rows } = await admin.query<{ total: number; stuck: number }>(
    `select count(*)::int as total,
       (count(*) filter (where state like 'idle in transaction%'
         and now() - state_change >= interval '1 second'))::int as stuck
     from pg_stat_activity where datname = $1`,
    [faultDbName],
  );
  return { total: rows[0]?.total ?? 0, idleInTransaction: rows[0]?.stuck ?? 0 };
};

/** A short-lived connection to the admin database (a long-lived one would die in the outage). */
const withAdmin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1000 });
  // A connection that PostgreSQL ends fails its query; unhandled, the event would end this script.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const main = async (): Promise<boolean> => {
  const servers: Server[] = [];
  let created = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // Interrupted: bring PostgreSQL back and end the server before leaving.
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster, 'start'], { stdio: 'ignore' });
    } catch {
      // It was up.
    }
    for (const server of servers) server.child.kill('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const setupStart = performance.now();
  try {
    await ensurePostgresUp();
    const others = await withAdmin(async (admin) => {
      const { rows } = await admin.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
      await admin.query(`create database ${faultDbName}`);
      return rows[0]?.n ?? 0;
    });
    created = true;
    if (others > 0) console.log(`note: ${others} other connection(s) to PostgreSQL will see the outage`);
    const fixture = await createFixture();
    const started = await Promise.allSettled(
      Array.from({ length: NODES }, (_, index) =>
        startServer(NODES === 1 ? 'the server' : `node ${index + 1}`),
      ),
    );
    for (const result of started) {
      if (result.status === 'rejected') throw result.reason;
      servers.push(result.value);
    }
    console.log(
      `PostgreSQL ${cluster.join('/')}, database ${faultDbName}, ${CLIENTS} clients, ${servers.map((server) => `${server.name} ${server.base}`).join(', ')}; set-up ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
    );

    // Each client works with one node (in turn), with sessions of its own opened there before the load starts.
    const baseOf = (index: number) => servers[index % servers.length]?.base ?? '';
    const sessions = [];
    for (let index = 0; index < CLIENTS; index += 1) {
      sessions.push({
        owner: await login(baseOf(index), fixture.owner),
        supplier: await login(baseOf(index), fixture.supplier),
      });
    }
    const loadStart = elapsed();
    const clients = sessions.map((session, index) => runClient(baseOf(index), fixture, index, session));
    await sleep(LOAD_BEFORE_MS);

    const stopAt = elapsed();
    await stopPostgres();
    const stopped = elapsed();
    await sleep(Math.max(0, stopAt + OUTAGE_MS - elapsed()));
    const startAt = elapsed();
    // The database is back when it answers a query (pg_ctlcluster returns a while later).
    const postgresBack = (async () => {
      for (;;) {
        const answered = await withAdmin((admin) => admin.query('select 1')).then(
          () => true,
          () => false,
        );
        if (answered) return elapsed();
        await sleep(20);
      }
    })();
    // Each node's first 200 from /readyz; all are ready at the last of them.
    const ready: { at: (number | undefined)[]; polling: boolean } = { at: [], polling: true };
    const readiness = servers.map(async ({ base }, index) => {
      while (ready.polling && ready.at[index] === undefined) {
        const ok = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) }).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) ready.at[index] = elapsed();
        else await sleep(20);
      }
    });
    await startPostgres();
    const startedAt = elapsed();
    const backAt = await postgresBack;
    await sleep(Math.max(500, backAt + LOAD_AFTER_MS - elapsed()));
    loadStopped = true;
    ready.polling = false;
    await Promise.all([...clients, ...readiness]);
    const loadEnd = elapsed();
    const allReadyAt =
      ready.at.length === servers.length && ready.at.every((at) => at !== undefined)
        ? Math.max(...ready.at)
        : undefined;

    // The processes: still there, and answering.
    const unhealthy = (
      await Promise.all(
        servers.map(async (server) => {
          const healthy = await fetch(`${server.base}/healthz`).then(
            (response) => response.ok,
            () => false,
          );
          return server.exit !== undefined || !healthy ? [server] : [];
        }),
      )
    ).flat();
    const connections = await withAdmin(connectionsOf);
    const stored = await verify(fixture);

    const firstAck = ackTimes.filter((at) => at >= backAt).sort((a, b) => a - b)[0];
    const phases = [
      ['before', (at: number) => at < stopAt],
      ['outage', (at: number) => at >= stopAt && at < backAt],
      ['after', (at: number) => at >= backAt],
    ] as const;
    const settledFrom = (allReadyAt ?? backAt) + 500;
    const unsettled = records.filter(
      (record) =>
        record.start >= settledFrom && (typeof record.outcome !== 'number' || record.outcome >= 300),
    ).length;
    const unexpected = records.filter(
      (record) => typeof record.outcome !== 'number' || (record.outcome >= 300 && record.outcome !== 503),
    );
    const unexpectedByOutcome = new Map<string, number>();
    for (const record of unexpected) {
      const label = `${record.kind} ${record.outcome}`;
      unexpectedByOutcome.set(label, (unexpectedByOutcome.get(label) ?? 0) + 1);
    }
    const without503RetryAfter = records.filter(
      (record) => record.outcome === 503 && !record.retryAfter,
    ).length;

    console.log(
      `\nload ${((loadEnd - loadStart) / 1000).toFixed(1)} s; PostgreSQL stopped in ${(stopped - stopAt).toFixed(0)} ms, down ${((startAt - stopAt) / 1000).toFixed(1)} s, answered ${(backAt - startAt).toFixed(0)} ms after its start (pg_ctlcluster returned after ${(startedAt - startAt).toFixed(0)} ms)\n`,
    );
    console.log('phase    calls   2xx   503  other  network  acked writes  p50 ms  p99 ms  max ms');
    for (const [name, inPhase] of phases) {
      const rows = records.filter((record) => inPhase(record.start));
      const latencies = rows.map((record) => record.end - record.start).sort((a, b) => a - b);
      const count = (test: (outcome: Outcome) => boolean) =>
        rows.filter((record) => test(record.outcome)).length;
      const ok = count((outcome) => typeof outcome === 'number' && outcome < 300);
      const unavailable = count((outcome) => outcome === 503);
      const network = count((outcome) => typeof outcome !== 'number');
      const acked = ackTimes.filter((at) => inPhase(at)).length;
      console.log(
        `${name.padEnd(7)}${String(rows.length).padStart(6)}${String(ok).padStart(6)}${String(unavailable).padStart(6)}${String(rows.length - ok - unavailable - network).padStart(7)}${String(network).padStart(9)}${String(acked).padStart(14)}${percentile(latencies, 50).toFixed(0).padStart(8)}${percentile(latencies, 99).toFixed(0).padStart(8)}${(latencies.at(-1) ?? 0).toFixed(0).padStart(8)}`,
      );
    }
    const outageLatencies = records
      .filter((record) => record.start >= stopAt && record.start < backAt)
      .map((record) => record.end - record.start);
    const outageMax = Math.max(0, ...outageLatencies);
    // /readyz and the database are both polled every 20 ms: the first may be seen a moment earlier.
    const recoveryReady = allReadyAt === undefined ? Infinity : Math.max(0, allReadyAt - backAt);
    const recoveryWrite = firstAck === undefined ? Infinity : firstAck - backAt;
    const byKind = (['request', 'status', 'inspection'] as const)
      .map(
        (kind) =>
          `${acknowledged[kind].size} ${{ request: 'requests', status: 'status reports', inspection: 'inspections' }[kind]}`,
      )
      .join(', ');

    const figures: [string, string, boolean | undefined][] = [
      ['acknowledged writes', byKind, undefined],
      ['stored but not acknowledged', String(stored.storedUnacknowledged), undefined],
      ['acknowledged writes lost', String(stored.lost.length), stored.lost.length === 0],
      ['duplicate writes', String(stored.duplicates.length), stored.duplicates.length === 0],
      [
        'not all or nothing',
        stored.allOrNothing.length === 0
          ? '0'
          : stored.allOrNothing.map((row) => `${row.problem}: ${row.n}`).join('; '),
        stored.allOrNothing.length === 0,
      ],
      ['inspection tasks performed', String(stored.tasksPerformed), undefined],
      [
        'process crashes',
        unhealthy.length === 0
          ? '0'
          : unhealthy
              .map((server) =>
                server.exit
                  ? `${server.name}: exit ${server.exit.code ?? server.exit.signal}`
                  : `${server.name}: /healthz does not answer`,
              )
              .join('; '),
        unhealthy.length === 0,
      ],
      ['max latency during outage', `${outageMax.toFixed(0)} ms`, outageMax <= MAX_OUTAGE_LATENCY_MS],
      [
        'answers not 2xx or 503',
        unexpected.length === 0
          ? '0'
          : `${unexpected.length} (${[...unexpectedByOutcome].map(([label, n]) => `${label}: ${n}`).join(', ')})`,
        unexpected.length === 0,
      ],
      ['503 without Retry-After', String(without503RetryAfter), without503RetryAfter === 0],
      ['recovery: /readyz 200', `${recoveryReady.toFixed(0)} ms`, recoveryReady <= MAX_RECOVERY_MS],
      [
        'recovery: first acknowledged write',
        `${recoveryWrite.toFixed(0)} ms`,
        recoveryWrite <= MAX_RECOVERY_MS,
      ],
      ['failed calls 0.5 s after ready', String(unsettled), unsettled === 0],
      [
        'connections to the database',
        `${connections.total} (idle in transaction for 1 s or more: ${connections.idleInTransaction})`,
        connections.total <= (POOL_MAX + LISTENER_CONNECTIONS) * servers.length &&
          connections.idleInTransaction === 0,
      ],
      [
        'error lines in the server log',
        String(
          servers
            .flatMap((server) => [...server.logLevels])
            .filter(([level]) => level >= 50)
            .reduce((sum, [, n]) => sum + n, 0),
        ),
        undefined,
      ],
    ];
    const exits = await Promise.all(servers.map(stopServer));
    const unclean = exits.filter((exit) => exit?.code !== 0);
    figures.push([
      'graceful shutdown afterwards',
      unclean.length === 0
        ? `exit 0${servers.length > 1 ? ` (${servers.length} nodes)` : ''}`
        : unclean.map((exit) => `exit ${exit?.code ?? exit?.signal}`).join(', '),
      unclean.length === 0,
    ]);

    console.log('\nfigure                                 value                     must');
    for (const [name, value, pass] of figures) {
      console.log(`${name.padEnd(39)}${value.padEnd(26)}${pass === undefined ? '' : pass ? 'ok' : 'FAIL'}`);
    }
    for (const line of [...stored.lost, ...stored.duplicates].slice(0, 10)) console.log(`  ${line}`);
    const fatalLines = servers.flatMap((server) =>
      server.fatalLines.map((line) => `${server.name}: ${summary(line)}`),
    );
    if (fatalLines.length > 0) {
      console.log(`\nserver errors and crash output (first 40 of ${fatalLines.length}):`);
      for (const line of fatalLines.slice(0, 40)) console.log(`  ${line}`);
    }
    const passed = figures.every(([, , pass]) => pass !== false);
    console.log(`\n${passed ? 'PASS' : 'FAIL'}`);
    return passed;
  } finally {
    loadStopped = true;
    await ensurePostgresUp();
    await Promise.all(servers.map(stopServer));
    if (created) {
      await withAdmin((admin) => admin.query(`drop database if exists ${faultDbName} with (force)`)).catch(
        (error: unknown) => {
          console.log(`could not drop ${faultDbName}: ${String(error)}`);
        },
      );
    }
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
};

const started = performance.now();
const passed = await main();
console.log(`run time ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(passed ? 0 : 1);
