import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@vve/contract/idempotency-key';

/** CORS with credentials for the configured origins only: never '*', never 'null' (spec §1). */
export const corsPlugin = fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    const allowed = new Set(allowedOrigins);
    await app.register(cors, {
      origin: (origin, callback) => {
        callback(null, origin !== undefined && allowed.has(origin));
      },
      credentials: true,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', IDEMPOTENCY_KEY_HEADER],
      exposedHeaders: [IDEMPOTENT_REPLAYED_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
