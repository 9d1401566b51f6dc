import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { sqlExecutor } from '../../db/sql-executor';

/** A job to run later, outside the call that asked for it. */
export interface Job {
  name: string;
  data: object;
  /** Run no sooner than this many seconds from now. */
  afterSeconds?: number;
  /** Of a kind with one waiting job per key: a job whose key has one waiting already is not queued. */
  key?: string;
}

/** A job that failed after its retries. */
export interface FailedJob {
  name: string;
  data: unknown;
  error: string;
  attempts: number;
  at: Date;
}

interface FailedJobRow {
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  completed_on: string | Date;
}

/** How a kind of job runs: its handler, and how often a failure is tried again. */
export interface JobKind {
  name: string;
  handle: (data: unknown) => Promise<void>;
  /** Tries after the first (then the job is `failed`, and stays for administrators to see). */
  retryLimit: number;
  /** The first wait in seconds; it doubles with every try (pg-boss' backoff). */
  retryDelaySeconds: number;
  /** At most one job per key waits to run (pg-boss' `short` policy); one running does not count. */
  oneWaitingPerKey?: true;
}

/** The schema pg-boss keeps its tables in. */
const SCHEMA = 'jobs';
/** How often an idle worker looks for due jobs; a job queued on this node wakes its worker at once. */
const POLLING_SECONDS = 2;
/** How long the queue waits before it tries to start again. */
const RETRY_START_MS = 5000;
/** How many jobs of a kind a worker takes at a time; it runs them one after the other. */
const BATCH = 20;

/**
 * Durable jobs in PostgreSQL with pg-boss: on a server database and on the embedded one alike (pg-boss talks
 * to either through the same SQL executor), so that the same jobs run in-process on one node or spread over
 * several. Jobs are queued in the transaction of the change that asks for them, and run one at a time per kind
 * and node, with retries and back-off.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();
  private readonly kinds: JobKind[] = [];
  private starting: Promise<void> | undefined;
  private running = false;
  private readonly stopping = new AbortController();
  /** Set once stopped. */
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.boss = new PgBoss({
      db: sqlExecutor(db),
      schema: SCHEMA,
      schedule: false,
      // Completed jobs are kept a day, failed ones 30 days (administrators see them).
      archiveCompletedAfterSeconds: 24 * 60 * 60,
      archiveFailedAfterSeconds: 30 * 24 * 60 * 60,
    });
    this.boss.on('error', (error) => {
      this.log.warn({ err: error }, 'the job queue met an error; it carries on');
    });
  }

  /** Says how a kind of job runs; call before `start`. */
  define(kind: JobKind): void {
    this.kinds.push(kind);
  }

  /**
   * Starts the queue without holding the app up: while the database cannot be reached (or is not migrated yet),
   * it tries again every few seconds; jobs queued meanwhile wait in their transactions' tables.
   */
  start(): void {
    this.starting = this.startWhenReachable();
  }

  /** Resolves once the queue runs (a test waits for it before it counts jobs). */
  async ready(): Promise<void> {
    await this.starting;
  }

  private async startWhenReachable(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      try {
        await this.startOnce();
        this.running = true;
        return;
      } catch (error) {
        this.log.warn({ err: error }, 'the job queue could not start; it tries again');
        await delay(RETRY_START_MS, undefined, { signal: this.stopping.signal }).catch(() => undefined);
      }
    }
  }

  /** Creates pg-boss' tables (once) and the queues, and starts a worker for each kind that has none. */
  private async startOnce(): Promise<void> {
    await this.boss.start();
    for (const kind of this.kinds) {
      await this.boss.createQueue(kind.name, {
        name: kind.name,
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        policy: kind.oneWaitingPerKey ? 'short' : 'standard',
      });
      if (this.workers.has(kind.name)) continue;
      const workerId = await this.boss.work(
        kind.name,
        { batchSize: BATCH, pollingIntervalSeconds: POLLING_SECONDS },
        async (jobs) => {
          // A fetch under way when the queue stopped may still hand over jobs: they are left active (the
          // database is closing), and are tried again when they expire, here or on another node.
          if (this.stopped) return new Promise<never>(() => undefined);
          for (const job of jobs) await this.run(kind, job);
          // A full batch: more may be waiting, so the worker looks again at once.
          if (jobs.length === BATCH) this.boss.notifyWorker(workerId);
        },
      );
      this.workers.set(kind.name, workerId);
    }
  }

  /** Runs one job of a batch: a failure fails that job alone (retried with back-off), not the batch. */
  private async run(kind: JobKind, job: PgBoss.Job<unknown>): Promise<void> {
    try {
      await kind.handle(job.data);
    } catch (error) {
      this.log.warn({ err: error, job: job.id, kind: kind.name }, 'a job failed; it is tried again later');
      await this.boss.fail(kind.name, job.id, {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Queues jobs with the changes of `tx` (a transaction): they exist when those are committed, or not at all. */
  async queueIn(tx: Database, jobs: readonly Job[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map((job) => ({
        name: job.name,
        data: job.data,
        ...(job.afterSeconds ? { startAfter: `${Math.ceil(job.afterSeconds)} seconds` } : {}),
        ...(job.key === undefined ? {} : { singletonKey: job.key }),
      })),
      { db: sqlExecutor(tx) },
    );
  }

  /** Tells this node's worker of a kind that a job is waiting, so that it need not wait for its next look. */
  wake(name: string): void {
    const workerId = this.workers.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /** How many jobs of a kind are waiting or running (a test waits for none). */
  pending(name: string): Promise<number> {
    return this.boss.getQueueSize(name, { before: 'completed' });
  }

  /** How many jobs of a kind are due or running now (not those waiting for their time). */
  async due(name: string): Promise<number> {
    const { rows } = await sqlExecutor(this.db).executeSql(
      `select count(*)::int as due from ${SCHEMA}.job where name = $1 and state < 'completed' and start_after <= now()`,
      [name],
    );
    return (rows[0] as { due: number } | undefined)?.due ?? 0;
  }

  /** The jobs that failed for good, newest first (administrators see them), with how often they were tried. */
  async failed(limit: number): Promise<FailedJob[]> {
    const { rows } = await sqlExecutor(this.db).executeSql(
      `select name, data, output, retry_count, completed_on from ${SCHEMA}.job where state = 'failed'
       union all select name, data, output, retry_count, completed_on from ${SCHEMA}.archive where state = 'failed'
       order by completed_on desc limit $1`,
      [limit],
    );
    return (rows as FailedJobRow[]).map((row) => ({
      name: row.name,
      data: row.data,
      error: errorText(row.output),
      attempts: row.retry_count + 1,
      at: new Date(row.completed_on),
    }));
  }

  /** Stops the workers, letting a job in progress finish (at most a few seconds). */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.starting;
    if (this.running) await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
    this.stopped = true;
  }
}

/** The message of a failed job's output (pg-boss keeps the thrown error there). */
const errorText = (output: unknown): string => {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return JSON.stringify(output ?? null);
};
