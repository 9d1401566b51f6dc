import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

/** Hears the payloads NOTIFYed on a channel; answers the function that stops listening. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => () => Promise<void>;

/** How long a listener waits before it connects again after losing its connection. */
const RECONNECT_MS = 1000;

/**
 * LISTENs on a PostgreSQL server on a connection of its own (a pool's connections are shared and come and go), and
 * connects again whenever the connection is lost (the server restarted, a failover): it never holds its caller up
 * while the server is away. After every (re)connection it hears an empty payload, since what was sent meanwhile
 * was missed: listeners then look for work themselves.
 */
export const listenOnServer =
  (connectionString: string): Listen =>
  (channel, onPayload) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
    let stopped = false;
    let client: pg.Client | undefined;
    const connect = async (): Promise<void> => {
      while (!stopped) {
        const next = new pg.Client({ connectionString, connectionTimeoutMillis: 2000 });
        const lost = () => {
          if (client !== next || stopped) return;
          client = undefined;
          void delay(RECONNECT_MS).then(connect);
        };
        next.on('error', lost);
        next.on('end', lost);
        try {
          await next.connect();
          await next.query(`LISTEN ${channel}`);
          next.on('notification', (message) => {
            onPayload(message.payload ?? '');
          });
          client = next;
          onPayload('');
          return;
        } catch {
          await next.end().catch(() => undefined);
          await delay(RECONNECT_MS);
        }
      }
    };
    void connect();
    return async () => {
      stopped = true;
      await client?.end().catch(() => undefined);
    };
  };
