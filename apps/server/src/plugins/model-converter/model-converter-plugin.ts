import fp from 'fastify-plugin';
import { startModelConverter, type ModelConverter } from './model-converter';

declare module 'fastify' {
  interface FastifyInstance {
    modelConverter: Pick<ModelConverter, 'drain' | 'stop'>;
  }
}

/**
 * Converts uploaded IFC models in the background from the moment the app is ready until it closes, on a node that
 * runs background work; an upload on any node wakes it through the work signals.
 */
export const modelConverterPlugin = fp<{ leaseMs: number }>(
  (app, { leaseMs }, done) => {
    let converter: ModelConverter | undefined;
    app.decorate('modelConverter', {
      drain: async () => converter?.drain(),
      stop: async () => converter?.stop(),
    });
    app.workSignals.on('models', () => converter?.wake());
    app.addHook('onReady', (hookDone) => {
      if (app.workSignals.works) {
        converter = startModelConverter({
          db: app.db,
          storage: app.storage,
          clock: app.clock,
          log: app.log,
          leaseMs,
        });
      }
      hookDone();
    });
    app.addHook('onClose', async () => {
      await converter?.stop();
    });
    done();
  },
  { name: 'model-converter', dependencies: ['database', 'file-storage', 'clock', 'work-signals'] },
);
