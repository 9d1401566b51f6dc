import path from 'node:path';
import fp from 'fastify-plugin';
import { dataDirStorage, type FileStorage } from '../lib/file-storage';
import { checkBucket, s3Client, s3FileStorage, type S3Location } from '../lib/s3-file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface FileStorageOptions {
  dataDir: string;
  /** The bucket that holds the files; local disk under the data directory when undefined. */
  s3: S3Location | undefined;
}

/**
 * The configured storage with what checks it can be used and what closes it: an S3 bucket, whose uploads wait
 * in `DATA_DIR/tmp`, or local disk under `DATA_DIR/storage`.
 */
export const openFileStorage = ({
  dataDir,
  s3,
}: FileStorageOptions): { storage: FileStorage; check: () => Promise<void>; close: () => void } => {
  if (!s3)
    return { storage: dataDirStorage(dataDir), check: () => Promise.resolve(), close: () => undefined };
  const client = s3Client(s3);
  return {
    storage: s3FileStorage({ client, bucket: s3.bucket, temporaryDir: path.join(dataDir, 'tmp') }),
    check: () => checkBucket(client, s3.bucket),
    close: () => {
      client.destroy();
    },
  };
};

/** File bytes in the configured storage, as `app.storage`. */
export const fileStoragePlugin = fp<FileStorageOptions>(
  (app, options, done) => {
    const { storage, check, close } = openFileStorage(options);
    app.decorate('storage', storage);
    app.addHook('onReady', check);
    app.addHook('onClose', (_instance, closed) => {
      close();
      closed();
    });
    done();
  },
  { name: 'file-storage' },
);
