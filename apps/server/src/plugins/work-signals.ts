import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Listen } from '../db/notifications-listener';

declare module 'fastify' {
  interface FastifyInstance {
    workSignals: WorkSignals;
  }
}

/** The channel on which the nodes of a deployment tell one another's workers of new work. */
const CHANNEL = 'vve_work';

/** The kinds of background work a call can wake. */
export type WorkKind = 'notifications' | 'mail' | 'models' | 'thumbnails';

/** Wakes the workers that wait for new work, on this node at once and on every other (issue 17). */
export interface WorkSignals {
  /** Whether this node runs background work (ROLE all or worker). */
  works: boolean;
  /** Says that work of a kind is waiting (a change was committed). */
  send: (kind: WorkKind) => void;
  /**
   * Runs `wake` whenever work of the kind is signalled by any node, and after the listening connection was lost
   * and found again (a signal may have been missed meanwhile).
   */
  on: (kind: WorkKind, wake: () => void) => void;
  /**
   * Keeps a worker awake on a node that works: `wake` runs when the app is ready, whenever work of its kind is
   * signalled, and every `everyMs` besides (for work no signal told of: a crash's, one missed). Answers what stops
   * the timer; on a node that does not work it does nothing.
   */
  keepAwake: (kind: WorkKind, everyMs: number, wake: () => void) => () => void;
}

export interface WorkSignalsOptions {
  /** How to hear other nodes' signals: given on a database server, where several nodes may run. */
  listen: Listen | undefined;
  /** Whether this node runs background work, and so listens for it (ROLE all or worker). */
  works: boolean;
}

/**
 * Work signals as `app.workSignals`: a signal wakes this node's workers at once and, on a database server, goes
 * to every node with PostgreSQL's NOTIFY, which the worker nodes LISTEN for; so a worker picks up work made on
 * any node within moments instead of at its next look. On the embedded database there is one process.
 */
export const workSignalsPlugin = fp<WorkSignalsOptions>(
  (app, { listen, works }, done) => {
    const wakers = new Map<string, (() => void)[]>();
    const on = (kind: WorkKind, wake: () => void) => {
      wakers.set(kind, [...(wakers.get(kind) ?? []), wake]);
    };
    const wakeUp = (kind: string) => {
      for (const [known, wakes] of wakers) {
        if (kind === '' || kind === known)
          wakes.forEach((wake) => {
            wake();
          });
      }
    };
    app.decorate('workSignals', {
      works,
      send: (kind) => {
        wakeUp(kind);
        if (!listen) return;
        app.db.execute(sql`select pg_notify(${CHANNEL}, ${kind})`).catch((error: unknown) => {
          app.log.warn(
            { err: error, kind },
            'the other nodes could not be told of new work; they look later',
          );
        });
      },
      on,
      keepAwake: (kind, everyMs, wake) => {
        if (!works) return () => undefined;
        on(kind, wake);
        app.addHook('onReady', (ready) => {
          wake();
          ready();
        });
        const timer = setInterval(wake, everyMs).unref();
        return () => {
          clearInterval(timer);
        };
      },
    });
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', (ready) => {
      if (listen && works) stop = listen(CHANNEL, wakeUp);
      ready();
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
    done();
  },
  { name: 'work-signals', dependencies: ['database'] },
);
