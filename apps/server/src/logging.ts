import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** A request id a proxy may pass on; anything else is replaced by our own. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request id: the caller's `X-Request-Id` when it looks like one, else a new UUID. */
export const requestIdOf = (request: IncomingMessage): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && FORWARDED_ID.test(given) ? given : crypto.randomUUID();
};

/**
 * Structured JSON logs: every line of a request carries its `requestId`; a request is logged by
 * method and path only, so that query strings (file access codes), headers (cookies) and bodies
 * (passwords, personal data) never reach the log.
 */
export const loggerOptions = (
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> => ({
  level,
  serializers: {
    req: (request: { method: string; url: string }) => ({
      method: request.method,
      path: request.url.split('?')[0],
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
  redact: {
    paths: ['password', '*.password', 'cookie', '*.cookie', 'authorization', '*.authorization'],
    censor: '[redacted]',
  },
});
