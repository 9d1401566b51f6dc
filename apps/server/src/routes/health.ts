import { sql } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import { failureBody } from '../lib/http-error';

/** How long the readiness check waits for the database. */
const READY_TIMEOUT_MS = 1000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
    });
  });

/**
 * `/healthz`: the process is up. `/readyz`: it can serve calls, because the database answers. For load
 * balancers and orchestrators, not calls of the contract.
 */
export const healthRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await withTimeout(app.db.execute(sql`select 1`), READY_TIMEOUT_MS);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send(failureBody(503, 'The database does not answer'));
    }
  });
  done();
};
