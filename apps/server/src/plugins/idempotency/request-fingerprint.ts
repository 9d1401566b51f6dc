import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * What makes two requests the same for an idempotency key: method, URL (with its query) and the body as the
 * call's schema parsed it. A multipart body is streamed to the handler, so only its method and URL count.
 */
export const requestFingerprint = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(request.body === undefined ? '' : JSON.stringify(request.body))
    .digest('hex');
