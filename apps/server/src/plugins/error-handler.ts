import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { failureBody, HttpError, refusal, refusalBody } from '../lib/http-error';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';

/** Describes what was wrong with a request, field by field, e.g. "body.omschrijving: No description". */
const validationMessage = (error: FastifyError): string => {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const context = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${context}${field ? `.${field}` : ''}: ${issue.message}`;
    })
    .join('; ');
};

/**
 * The multipart parser's own errors for a body it cannot read (cut short, no or a bad boundary):
 * plain Errors without a status, but the client's fault.
 */
const MALFORMED_MULTIPART = [
  /^Unexpected end of multipart data$/,
  /^\w+ terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
];

const isMalformedMultipart = (error: FastifyError): boolean =>
  error.statusCode === undefined && MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message));

/**
 * A 4xx of Fastify's own or of a plugin's (a body too large, not JSON, of a media type no parser takes) as a
 * refusal of the contract's, with the error's message as its detail.
 */
const frameworkRefusal = (error: FastifyError): HttpError => {
  const detail = error.message;
  if (error.statusCode === 413) return refusal('bodyTooLarge', { detail });
  if (error.statusCode === 415) return refusal('wrongBodyType', { detail });
  if (error.statusCode === 406) return refusal('notMultipart', { detail });
  return refusal('badRequest', { detail });
};

/**
 * The router's refusals of an address before any route (a broken escape, a parameter beyond its length), which
 * Fastify answers apart from the error handler: as refusals of the contract's too (`frameworkErrors`).
 */
export const routerRefusal = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const refused = refusal(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'urlTooLong' : 'badUrl', {
    detail: error.message,
  });
  void reply.code(refused.statusCode).send(refusalBody(refused));
};

/**
 * One error handler: 4xx answers say what to fix; 5xx answers are logged with the request id
 * and never show internals. Unknown routes answer 404 with a JSON message.
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply
          .code(400)
          .send(refusalBody(refusal('invalidRequest', { detail: validationMessage(error) })));
      }
      if (isMalformedMultipart(error)) {
        return reply.code(400).send(refusalBody(refusal('unreadableMultipart', { detail: error.message })));
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send(refusalBody(error));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        const refused = frameworkRefusal(error);
        return reply.code(refused.statusCode).send(refusalBody(refused));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '2')
          .send(failureBody(503, 'The database cannot be reached at the moment. Please try again shortly.'));
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(failureBody(500, `Something went wrong on our side (request ${request.id}).`));
    });
    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send(
          refusalBody(
            refusal('routeNotFound', { method: request.method, path: request.url.split('?')[0] ?? '' }),
          ),
        ),
    );
    done();
  },
  { name: 'error-handler' },
);
