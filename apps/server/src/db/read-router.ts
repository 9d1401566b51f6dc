import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database';

/** The primary and its read replicas as one database, which reads from a replica only where told to. */
export interface ReadRouter {
  /** The database as the application uses it: a replica within `readFromReplica`, the primary everywhere else. */
  db: Database;
  /** Runs `work`, and everything it goes on to do, with `db` on the next replica (round robin). */
  readFromReplica: (work: () => void) => void;
}

/**
 * Chooses the database at every use of `db`, from the async context: a query, a transaction or a raw `execute`
 * begun within `readFromReplica` goes to that replica, anything else (background work too) to the primary; a
 * statement prepared once, outside any call, stays on the primary. Drizzle's own `withReplicas` chooses by the
 * kind of builder and sends every `execute` (most of our lists are raw SQL) to the primary; here the caller says
 * what may read from a replica, and whatever it does not say is safe.
 */
export const readRouter = (primary: Database, replicas: readonly Database[]): ReadRouter => {
  const storage = new AsyncLocalStorage<Database>();
  let next = 0;
  const db = new Proxy(primary, {
    get: (_primary, property) => {
      const chosen = storage.getStore() ?? primary;
      const value: unknown = Reflect.get(chosen, property, chosen);
      // A method is bound to the database that was chosen, so that what it builds stays there.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(chosen) : value;
    },
  });
  return {
    db,
    readFromReplica: (work) => {
      const replica = replicas[next % replicas.length] ?? primary;
      next += 1;
      storage.run(replica, work);
    },
  };
};
