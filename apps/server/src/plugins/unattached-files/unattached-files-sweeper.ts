import fp from 'fastify-plugin';
import { deleteUnattachedFiles, UNATTACHED_FILE_LIFETIME_MS } from './unattached-files';

/** How often the server looks for photos that were uploaded and never attached. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes, every hour, the files that were uploaded more than a day ago and never attached to anything. */
export const unattachedFilesSweeperPlugin = fp(
  (app, _options, done) => {
    const sweep = async () => {
      try {
        const cutoff = new Date(app.clock().getTime() - UNATTACHED_FILE_LIFETIME_MS);
        const deleted = await deleteUnattachedFiles(app.db, app.storage, cutoff);
        if (deleted > 0) app.log.info({ deleted }, 'deleted files that were never attached');
      } catch (error) {
        app.log.warn({ err: error }, 'could not delete files that were never attached');
      }
    };
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    app.addHook('onClose', (_instance, closed) => {
      clearInterval(timer);
      closed();
    });
    done();
  },
  { name: 'unattached-files-sweeper', dependencies: ['clock', 'database', 'file-storage'] },
);
