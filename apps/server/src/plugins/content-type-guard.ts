import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { allCalls } from '@vve/contract/calls/all';
import type { CallDefinition } from '@vve/contract/define-call';
import { refusal, refusalBody } from '../lib/http-error';

type BodyType = NonNullable<CallDefinition['bodyType']> | 'json';

/** The media type each kind of body is sent as. */
const MEDIA_TYPE: Record<BodyType, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  text: 'text/plain',
  multipart: 'multipart/form-data',
};

const bodyTypes = new Map<string, BodyType>(
  Object.values(allCalls as Record<string, CallDefinition>)
    .filter((call) => call.body !== undefined || call.bodyType !== undefined)
    .map((call) => [`${call.method} ${call.path}`, call.bodyType ?? 'json']),
);

/** The media type a route's body must come in; undefined for a route without a body. */
export const expectedMediaType = (
  method: string,
  url: string,
  hasBodySchema: boolean,
): string | undefined => {
  const bodyType = bodyTypes.get(`${method} ${url}`) ?? (hasBodySchema ? 'json' : undefined);
  return bodyType === undefined ? undefined : MEDIA_TYPE[bodyType];
};

const mediaTypeOf = (request: FastifyRequest): string | undefined => {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return mediaType === '' ? undefined : mediaType;
};

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * A body must come in its call's content type (the contract's `bodyType`, else JSON); any other
 * answers 415 with a message before the body is read, so that, say, a form post or text/plain
 * (which a cross-site form may send without a preflight) never reaches a JSON route's parser.
 * Routes that are not in the contract but declare a body schema (the `/api/app` alias of the
 * inspection save) take JSON.
 */
export const contentTypeGuardPlugin = fp(
  (app, _options, done) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const expected = new Map<string, string>();
      for (const method of methods) {
        const mediaType = expectedMediaType(method, route.url, route.schema?.body !== undefined);
        if (mediaType !== undefined) expected.set(method, mediaType);
      }
      if (expected.size === 0) return;
      const guard: onRequestHookHandler = (request, reply, next) => {
        const mediaType = expected.get(request.method);
        const sent = mediaTypeOf(request);
        if (mediaType === undefined || sent === mediaType || (sent === undefined && !hasBody(request))) {
          next();
          return;
        }
        const not = sent === undefined ? '' : `, not ${sent}`;
        void reply.code(415).send(
          refusalBody(
            refusal('wrongBodyType', {
              detail: `Send the body of ${request.method} ${route.url} as ${mediaType}${not}.`,
            }),
          ),
        );
      };
      const existing = route.onRequest ?? [];
      route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), guard];
    });
    done();
  },
  { name: 'content-type-guard' },
);
