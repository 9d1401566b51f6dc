import path from 'node:path';
import fp from 'fastify-plugin';
import { dataDirStorage, type FileStorage } from '../lib/file-storage';
import { s3Client, s3FileStorage, type S3Location } from '../lib/s3-file-storage';

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
 * The configured storage with what closes it: an S3 bucket, whose uploads wait in `DATA_DIR/tmp`, or
 * local disk under `DATA_DIR/storage`.
 */
export const openFileStorage = ({
  dataDir,
  s3,
}: FileStorageOptions): { storage: FileStorage; close: () => void } => {
  if (!s3) return { storage: dataDirStorage(dataDir), close: () => undefined };
  const client = s3Client(s3);
  return {
    storage: s3FileStorage({ client, bucket: s3.bucket, temporaryDir: path.join(dataDir, 'tmp') }),
    close: () => {
      client.destroy();
    },
  };
};

/** File bytes in the configured storage, as `app.storage`. */
export const fileStoragePlugin = fp<FileStorageOptions>(
  (app, options, done) => {
    const { storage, close } = openFileStorage(options);
    app.decorate('storage', storage);
    app.addHook('onClose', (_instance, closed) => {
      close();
      closed();
    });
    done();
  },
  { name: 'file-storage' },
);
