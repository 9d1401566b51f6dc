import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyKey,
} from '@vve/contract/idempotency-key';
import { refusal } from '../../lib/http-error';
import { IdempotencyStore, type HeldKey, type IdempotencyTiming } from './idempotency-store';
import { requestFingerprint } from './request-fingerprint';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The route hooks of a call marked `idempotent` in the contract (define-route adds them, after the
     * caller's `authenticate`): its Idempotency-Key is taken once the caller is known and the body valid.
     */
    idempotencyHooks: {
      preHandler: preHandlerAsyncHookHandler;
      onSend: onSendAsyncHookHandler;
      onResponse: onResponseAsyncHookHandler;
    };
  }
}

const headerName = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * Whether an answer is stored for its key: not a 5xx, nor an answer that says when to try again (a 429, a
 * save that met another in progress), since a retry may then succeed.
 */
const isFinal = (reply: FastifyReply): boolean =>
  reply.statusCode < 500 && reply.getHeader('retry-after') === undefined;

/**
 * Idempotency keys (Stripe's semantics): the first use of a key runs the call and stores its answer; a
 * repeated use by the same user answers that answer again with `Idempotent-Replayed: true`, waits a
 * few seconds for a first use still running (then 409), and a use with another request answers 422.
 * A request without the header runs as it would without this plugin.
 */
export const idempotencyPlugin = fp<{ timing: IdempotencyTiming }>(
  (app, { timing }, done) => {
    const store = new IdempotencyStore(app.db, app.clock, timing);
    /** The keys that calls in flight hold, until their answer is stored or they give them up. */
    const held = new WeakMap<FastifyRequest, HeldKey>();

    const letGo = async (request: FastifyRequest, update: (key: HeldKey) => Promise<void>) => {
      const key = held.get(request);
      if (!key) return;
      held.delete(request);
      try {
        await update(key);
      } catch (error) {
        // The answer goes out all the same; a key left pending is taken over once stale.
        request.log.warn({ err: error }, 'idempotency key not updated');
      }
    };

    const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
      const header = request.headers[headerName];
      if (header === undefined || !request.user) return;
      const parsed = IdempotencyKey.safeParse(header);
      if (!parsed.success) {
        throw refusal('invalidIdempotencyKey', {
          detail: parsed.error.issues.map((issue) => issue.message).join('; '),
        });
      }
      const key = { userId: request.user.id, key: parsed.data };
      const claim = await store.claim({
        ...key,
        method: request.method,
        path: request.url,
        fingerprint: requestFingerprint(request),
      });
      switch (claim.kind) {
        case 'claimed':
          held.set(request, key);
          return;
        case 'replay':
          return reply
            .code(claim.statusCode)
            .type('application/json; charset=utf-8')
            .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
            .send(claim.body);
        case 'other-request':
          throw refusal('idempotencyKeyReused');
        case 'pending':
          throw refusal('stillProcessing').withHeaders({ 'retry-after': '1' });
      }
    };

    const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
      const answer = typeof payload === 'string' ? payload : undefined;
      await letGo(request, (key) =>
        answer !== undefined && isFinal(reply)
          ? store.keep(key, reply.statusCode, answer)
          : store.release(key),
      );
      return payload;
    };

    // A call that ended without an answer (onSend did not run) gives its key up.
    const onResponse: onResponseAsyncHookHandler = (request) => letGo(request, (key) => store.release(key));

    app.decorate('idempotencyHooks', { preHandler, onSend, onResponse });
    done();
  },
  { name: 'idempotency', dependencies: ['database', 'clock'] },
);
