import fp from 'fastify-plugin';
import type { ReadRouter } from '../db/read-router';
import { changesState } from './origin-check';
import { cookieOptionsFor } from './session/cookie-options';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call only reads, and may answer from a read replica, a moment behind the primary (read-replicas). */
    fromReplica?: true;
  }
}

/** Set by every state-changing call for the replicas' lag: while the caller has it, they read from the primary. */
export const RECENT_WRITE_COOKIE = 'vve_recent_write';

export interface ReadReplicasOptions {
  /** `app.db`, which reads from a replica within `readFromReplica`. */
  router: ReadRouter;
  /** How long after a change its caller reads from the primary (DATABASE_REPLICA_LAG_SECONDS). */
  lagSeconds: number;
  cookieSecure: boolean;
  /** Route patterns whose GET changes state all the same (the origin check's). */
  stateChangingGets: readonly string[];
}

/**
 * Read replicas (DATABASE_REPLICA_URLS): a call whose route says `fromReplica` runs on the next replica, unless its
 * caller changed something within the last `lagSeconds` (a replica may not have their change yet); every other
 * call, and the session lookup of every call (the session plugin has the primary), stays on the primary.
 * Registered after the session plugin, whose cookie parser this hook needs.
 */
export const readReplicasPlugin = fp<ReadReplicasOptions>(
  (app, { router, lagSeconds, cookieSecure, stateChangingGets }, done) => {
    const cookieOptions = cookieOptionsFor(cookieSecure);
    const guardedGets = new Set(stateChangingGets);
    // A callback hook, so that the rest of the request (its route's hooks, the handler) runs within
    // `readFromReplica`, which an async hook could not wrap.
    app.addHook('onRequest', (request, reply, next) => {
      // Whatever the call answers: one that failed after its commit has written all the same.
      if (changesState(request, guardedGets)) {
        reply.setCookie(RECENT_WRITE_COOKIE, '1', { ...cookieOptions(reply), maxAge: lagSeconds });
        next();
      } else if (
        request.routeOptions.config.fromReplica &&
        request.cookies[RECENT_WRITE_COOKIE] === undefined
      ) {
        router.readFromReplica(next);
      } else {
        next();
      }
    });
    done();
  },
  { name: 'read-replicas', dependencies: ['database', 'session'] },
);
