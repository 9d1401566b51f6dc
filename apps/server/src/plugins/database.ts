import fp from 'fastify-plugin';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database the app was built with available to every module as `app.db`. */
export const databasePlugin = fp<{ db: Database }>(
  (app, { db }, done) => {
    app.decorate('db', db);
    done();
  },
  { name: 'database' },
);
