import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { testAppConfig } from '../app-config';
import { loopbackPushNetwork } from '../push-network';
import { openTestDatabase, type DatabaseKind } from '../test-database';

/** The origin the fuzzing app allows: writes come from it, so that cases pass the CSRF check. */
export const FUZZ_ORIGIN = 'https://app.example.nl';

export interface FuzzApp {
  app: FastifyInstance;
  db: Database;
  /** The storage directory: its file count must not grow after a refused upload. */
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The whole API host on a fresh database, for `app.inject`; without Vitest, so that bench/fuzz.ts
 * runs the same cases as the test.
 */
export const createFuzzApp = async (kind: DatabaseKind): Promise<FuzzApp> => {
  const database = await openTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vve-fuzz-'));
  const app = await buildApp({
    config: testAppConfig(dataDir, { allowedOrigins: [FUZZ_ORIGIN] }),
    db: database.db,
    // Every case is an upload of the same user's within seconds.
    uploadLimits: { filesPerUser: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
    notifications: { pushNetwork: loopbackPushNetwork },
  });
  return {
    app,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
