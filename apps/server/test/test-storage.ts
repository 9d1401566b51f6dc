import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Location } from '../src/lib/s3-file-storage';
import { testDatabaseKinds, type DatabaseKind } from './test-database';

/** Where a test app keeps its files: local disk, or an S3 bucket. */
export type StorageKind = 'local' | 's3';

/** Both storage kinds: the tests of file storage and its users run on each (s3rver starts at once). */
export const STORAGE_KINDS: readonly StorageKind[] = ['local', 's3'];

/**
 * The database and storage pairs for tests that need both: each database with local disk, and S3 on the
 * embedded one. The two are independent, so every pair of them would only double the time.
 */
export const storageTestSetups = (): [DatabaseKind, StorageKind][] => [
  ...testDatabaseKinds().map((kind): [DatabaseKind, StorageKind] => [kind, 'local']),
  ['embedded', 's3'],
];

export interface TestS3Server {
  /** The bucket, as the configuration names it. */
  location: S3Location;
  close: () => Promise<void>;
}

/** A real S3 server (s3rver) in this process, on a free port, with one empty bucket in a temporary folder. */
export const startS3Server = async (): Promise<TestS3Server> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'vve-s3-'));
  const bucket = 'vve-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    location: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver checks signatures made with its own fixed key.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
