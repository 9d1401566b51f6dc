import fp from 'fastify-plugin';
import { JobQueue } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The job queue as `app.jobs`: modules define their kinds of jobs while the app is built; on a node that runs
 * background work the queue starts when the app is ready and stops, letting a running job finish, when
 * it closes. Only background work queues jobs.
 */
export const jobQueuePlugin = fp(
  (app, _options, done) => {
    const queue = new JobQueue(app.db, app.log);
    app.decorate('jobs', queue);
    app.addHook('onReady', (ready) => {
      if (app.workSignals.works) queue.start();
      ready();
    });
    app.addHook('onClose', async () => {
      await queue.stop();
    });
    done();
  },
  { name: 'job-queue', dependencies: ['database', 'work-signals'] },
);
