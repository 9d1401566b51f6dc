import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { refusal, refusalBody } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request changes state: its method does, or it is one of `stateChangingGets` (or its HEAD twin).
 * Decided on the route the router matched, never on the raw URL: the router decodes `/api/app/logou%74` to
 * the logout route, a comparison of the raw text would not.
 */
export const changesState = (request: FastifyRequest, stateChangingGets: ReadonlySet<string>): boolean =>
  !SAFE_METHODS.has(request.method) ||
  (request.method !== 'OPTIONS' && stateChangingGets.has(request.routeOptions.url ?? ''));

export interface OriginCheckOptions {
  allowedOrigins: readonly string[];
  /** Route patterns whose GET (and its HEAD twin) changes state all the same (the spec's logout). */
  stateChangingGets: readonly string[];
}

/**
 * The CSRF defence: a state-changing request must come from the server's own origin or an
 * allowed one. Browsers send Origin on such requests; without it, Sec-Fetch-Site tells a
 * cross-site browser request from a non-browser client (which CSRF cannot use).
 */
export const originCheckPlugin = fp<OriginCheckOptions>(
  (app, { allowedOrigins, stateChangingGets }, done) => {
    const allowed = new Set(allowedOrigins);
    const isTrusted = (request: FastifyRequest): boolean => {
      const origin = request.headers.origin;
      if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
      return allowed.has(origin) || origin === `${request.protocol}://${request.host}`;
    };
    const guardedGets = new Set(stateChangingGets);

    app.addHook('onRequest', async (request, reply) => {
      if (changesState(request, guardedGets) && !isTrusted(request)) {
        return reply.code(403).send(refusalBody(refusal('foreignOrigin')));
      }
    });
    done();
  },
  { name: 'origin-check' },
);
