import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppConfig, type BuildAppOptions } from '../src/app';
import type { Database, DatabaseHandle, QueryListener } from '../src/db/database';
import type { UploadLimits } from '../src/plugins/rate-limits/upload-limiter';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../src/plugins/rate-limits/login-limiter';
import { testAppConfig } from './app-config';
import { loopbackPushNetwork } from './push-network';
import { openTestDatabase, type DatabaseKind } from './test-database';
import { startS3Server, type StorageKind } from './test-storage';

export const ALLOWED_ORIGIN = 'https://app.example.nl';

/** A clock that stands still until a test moves it. */
export class TestClock {
  private now = new Date('2026-03-02T09:00:00Z').getTime();
  readonly read = () => new Date(this.now);
  advance(ms: number): void {
    this.now += ms;
  }
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Database;
  /** The database with its driver's client (for bulk loads). */
  database: DatabaseHandle;
  clock: TestClock;
  /** The directory of its files on local disk. */
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The whole API host on a database of its own, called in-process with `app.inject`; its files on local
 * disk, or with `storage: 's3'` in a bucket of an S3 server of its own.
 */
export const createTestApp = async (
  kind: DatabaseKind,
  options: {
    storage?: StorageKind;
    config?: Partial<AppConfig>;
    loginLimits?: LoginLimits;
    uploadLimits?: UploadLimits;
    idempotencyTiming?: BuildAppOptions['idempotencyTiming'];
    onRoute?: BuildAppOptions['onRoute'];
    onQuery?: QueryListener;
    notifications?: BuildAppOptions['notifications'];
  } = {},
): Promise<TestApp> => {
  const database = await openTestDatabase(kind, options.onQuery ? { onQuery: options.onQuery } : {});
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vve-test-'));
  const s3Server = options.storage === 's3' ? await startS3Server() : undefined;
  const clock = new TestClock();
  const app = await buildApp({
    config: testAppConfig(dataDir, {
      allowedOrigins: [ALLOWED_ORIGIN],
      s3: s3Server?.location,
      ...options.config,
    }),
    db: database.db,
    clock: clock.read,
    loginLimits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
    checkJsonAnswers: true,
    ...(options.uploadLimits ? { uploadLimits: options.uploadLimits } : {}),
    ...(options.idempotencyTiming ? { idempotencyTiming: options.idempotencyTiming } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    notifications: { pushNetwork: loopbackPushNetwork, ...options.notifications },
  });
  return {
    app,
    db: database.db,
    database,
    clock,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await s3Server?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The `name=value` pairs of the cookies a response set (and did not clear), for the next request. */
export const cookiesOf = (response: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries(
    response.cookies.filter((cookie) => cookie.value !== '').map((cookie) => [cookie.name, cookie.value]),
  );

/** Boots a test app for the enclosing describe block and closes it after; call the answer inside tests. */
export const useTestApp = (
  kind: DatabaseKind,
  options: Parameters<typeof createTestApp>[1] = {},
): (() => TestApp) => {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(kind, options);
  });
  afterAll(() => testApp?.close());
  return () => {
    if (!testApp) throw new Error('the test app is not running');
    return testApp;
  };
};
