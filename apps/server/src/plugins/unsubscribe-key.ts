import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { serverSecret } from '../db/server-secrets';
import { loadOnce } from '../lib/load-once';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key that signs emails' unsubscribe links (made once, shared by every node). */
    unsubscribeKey: () => Promise<string>;
  }
}

export const unsubscribeKeyPlugin = fp(
  (app, _options, done) => {
    app.decorate(
      'unsubscribeKey',
      loadOnce(() => serverSecret(app.db, 'unsubscribe-key', () => randomBytes(32).toString('base64url'))),
    );
    done();
  },
  { name: 'unsubscribe-key', dependencies: ['database'] },
);
