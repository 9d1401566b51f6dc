import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { serverSecret } from '../db/server-secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key that signs emails' unsubscribe links (made once, shared by every node). */
    unsubscribeKey: () => string;
  }
}

export const unsubscribeKeyPlugin = fp(
  (app, _options, done) => {
    let key: string | undefined;
    app.decorate('unsubscribeKey', () => {
      if (key === undefined) throw new Error('the unsubscribe key is not loaded before the app is ready');
      return key;
    });
    app.addHook('onReady', async () => {
      key = await serverSecret(app.db, 'unsubscribe-key', () => randomBytes(32).toString('base64url'));
    });
    done();
  },
  { name: 'unsubscribe-key', dependencies: ['database'] },
);
