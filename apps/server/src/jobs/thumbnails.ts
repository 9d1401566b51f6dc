import fp from 'fastify-plugin';
import { z } from 'zod';
import { THUMBNAIL_SIZES } from '@vve/contract/constants';
import { thumbnailMaker } from '../lib/images/thumbnails';

declare module 'fastify' {
  interface FastifyInstance {
    thumbnails: {
      /** A photo's thumbnail in one size: from storage, or made now (once, however many ask at a time). */
      make: ReturnType<typeof thumbnailMaker>;
      /** Has a worker make every size of these files' thumbnails (photos only), soon after they were stored. */
      prepare: (files: readonly { contentHash: string; contentType: string }[]) => Promise<void>;
    };
  }
}

export const THUMBNAILS_JOB = 'thumbnails';

const ThumbnailsJob = z.object({ contentHash: z.string() });

/**
 * Thumbnails: a worker makes every size of spec §9 of a photo as soon as it is stored (a job, signalled to the
 * workers), so that the API nodes serve them from storage and spend their time on calls. A thumbnail asked for
 * before its job ran is made on the spot, once, by the node that serves it, and kept for every node.
 */
export const thumbnailsPlugin = fp(
  (app, _options, done) => {
    const make = thumbnailMaker(app.storage);
    app.jobs.define({
      name: THUMBNAILS_JOB,
      retryLimit: 3,
      retryDelaySeconds: 10,
      oneWaitingPerKey: true,
      handle: async (data) => {
        const { contentHash } = ThumbnailsJob.parse(data);
        for (const size of THUMBNAIL_SIZES) await make(contentHash, size);
      },
    });
    app.workSignals.on('thumbnails', () => {
      app.jobs.wake(THUMBNAILS_JOB);
    });
    const prepare = async (files: readonly { contentHash: string; contentType: string }[]) => {
      const hashes = [
        ...new Set(
          files.filter((file) => file.contentType.startsWith('image/')).map((file) => file.contentHash),
        ),
      ];
      if (hashes.length === 0) return;
      try {
        await app.jobs.queueIn(
          app.db,
          hashes.map((contentHash) => ({ name: THUMBNAILS_JOB, data: { contentHash }, key: contentHash })),
        );
        app.workSignals.send('thumbnails');
      } catch (error) {
        // The file is stored all the same: its thumbnails are then made when they are first asked for.
        app.log.warn({ err: error }, 'thumbnails were not queued');
      }
    };
    app.decorate('thumbnails', { make, prepare });
    done();
  },
  { name: 'thumbnails', dependencies: ['database', 'file-storage', 'job-queue', 'work-signals'] },
);
