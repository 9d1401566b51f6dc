import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time; tests move it. */
    clock: Clock;
  }
}

export const clockPlugin = fp<{ clock: Clock }>(
  (app, { clock }, done) => {
    app.decorate('clock', clock);
    done();
  },
  { name: 'clock' },
);
