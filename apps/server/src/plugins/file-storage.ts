import fp from 'fastify-plugin';
import { dataDirStorage, type FileStorage } from '../lib/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** File bytes on local disk under the data directory, as `app.storage`. */
export const fileStoragePlugin = fp<{ dataDir: string }>(
  (app, { dataDir }, done) => {
    app.decorate('storage', dataDirStorage(dataDir));
    done();
  },
  { name: 'file-storage' },
);
