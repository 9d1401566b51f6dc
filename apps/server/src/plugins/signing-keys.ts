import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { serverSecret } from '../db/server-secrets';
import { loadOnce } from '../lib/load-once';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key that signs emails' unsubscribe links. */
    unsubscribeKey: () => Promise<string>;
    /** The key that signs the addresses of people's calendar feeds. */
    calendarFeedKey: () => Promise<string>;
  }
}

/** A key the server makes once and every node shares, loaded once per process. */
const signingKey = (db: Database, name: string) =>
  loadOnce(() => serverSecret(db, name, () => randomBytes(32).toString('base64url')));

/** The keys of the links that work without logging in; each purpose its own, so one cannot stand in for another. */
export const signingKeysPlugin = fp(
  (app, _options, done) => {
    app.decorate('unsubscribeKey', signingKey(app.db, 'unsubscribe-key'));
    app.decorate('calendarFeedKey', signingKey(app.db, 'calendar-feed-key'));
    done();
  },
  { name: 'signing-keys', dependencies: ['database'] },
);
