import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../lib/http-error';
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
 * One error handler: 4xx answers say what to fix; 5xx answers are logged with the request id
 * and never show internals. Unknown routes answer 404 with a JSON message.
 */
export const errorHandlerPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(errorBody(400, validationMessage(error)));
      }
      if (isMalformedMultipart(error)) {
        return reply.code(400).send(errorBody(400, `The multipart body cannot be read: ${error.message}`));
      }
      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500) {
        if (error instanceof HttpError) reply.headers(error.headers);
        return reply.code(statusCode).send(errorBody(statusCode, error.message));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '2')
          .send(errorBody(503, 'The database cannot be reached at the moment. Please try again shortly.'));
      }
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send(errorBody(500, `Something went wrong on our side (request ${request.id}).`));
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`)),
    );
    done();
  },
  { name: 'error-handler' },
);
