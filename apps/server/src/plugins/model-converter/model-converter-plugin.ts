import fp from 'fastify-plugin';
import { startModelConverter, type ModelConverter } from './model-converter';

declare module 'fastify' {
  interface FastifyInstance {
    modelConverter: ModelConverter;
  }
}

/** Converts uploaded IFC models in the background from the moment the app is ready until it closes. */
export const modelConverterPlugin = fp(
  (app, _options, done) => {
    let converter: ModelConverter | undefined;
    app.decorate('modelConverter', {
      wake: () => converter?.wake(),
      drain: async () => converter?.drain(),
      stop: async () => converter?.stop(),
    });
    app.addHook('onReady', (hookDone) => {
      converter = startModelConverter({ db: app.db, storage: app.storage, clock: app.clock, log: app.log });
      hookDone();
    });
    app.addHook('onClose', async () => {
      await converter?.stop();
    });
    done();
  },
  { name: 'model-converter', dependencies: ['database', 'file-storage', 'clock'] },
);
