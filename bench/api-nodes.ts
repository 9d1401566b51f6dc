/**
 * bench:api's mode with two API nodes (issue 17): `npm run bench:api -- --two-nodes`. Two API processes
 * (ROLE=api) on the generated portfolio, behind HAProxy; every hot call is loaded through the load balancer twice
 * in the same run: pinned to one node, then in turns over both. On a 2-core machine the two nodes, HAProxy and
 * the load all share the same cores, so the second node shows the ceiling, not a speed-up.
 */
import { API_NODES, NODE_COOKIE, startLoadBalancer } from '../apps/server/test/cluster';
import { startNodeProcess } from '../apps/server/test/node-process';
import { CONNECTIONS, DURATION_S, measureUrl, sessionCookieAt, tableRow, TRIVIAL_PATH } from './bench-server';
import type { Caller, HotCall } from './scale-data/hot-calls';

export const compareNodeCounts = async (
  databaseUrl: string,
  calls: HotCall[],
  logins: { usernames: Record<Caller, string>; password: string },
) => {
  const started = await Promise.allSettled(
    API_NODES.map(() => startNodeProcess({ databaseUrl, role: 'api' })),
  );
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stops = [...nodes.map((node) => node.stop)];
  try {
    const [a, b] = nodes;
    if (!a || !b)
      throw new Error(`the API nodes did not start: ${String(started.map((result) => result.status))}`);
    const loadBalancer = await startLoadBalancer({ a, b });
    stops.push(loadBalancer.stop);
    const cookies = {} as Record<Caller, string>;
    for (const caller of Object.keys(logins.usernames) as Caller[]) {
      cookies[caller] = await sessionCookieAt(loadBalancer.base, logins.usernames[caller], logins.password);
    }
    /** The cookie header that keeps a caller on node a; without it the load balancer takes turns. */
    const onOneNode = (cookie: string) => [cookie, `${NODE_COOKIE}=a`].filter(Boolean).join('; ');
    const rows = [{ name: `${TRIVIAL_PATH} (trivial)`, path: TRIVIAL_PATH, cookie: '' }].concat(
      calls.map((call) => ({
        name: `${call.name} (${call.caller})`,
        path: call.path,
        cookie: cookies[call.caller],
      })),
    );

    console.log(
      `\nOne API node and two behind HAProxy (${DURATION_S} s per measure; both through the load balancer, one pinned)`,
    );
    console.log(
      'call                                       conns  1 node req/s  p99 ms  2 nodes req/s  p99 ms  2 / 1',
    );
    for (const connections of CONNECTIONS) {
      for (const row of rows) {
        const url = `${loadBalancer.base}${row.path}`;
        const one = await measureUrl(url, connections, onOneNode(row.cookie));
        const two = await measureUrl(url, connections, row.cookie);
        const errors = one.errors + two.errors;
        console.log(
          tableRow(row.name, 43, [
            [connections, 5],
            [one.rps.toFixed(0), 14],
            [one.p99, 8],
            [two.rps.toFixed(0), 15],
            [two.p99, 8],
            [(two.rps / one.rps).toFixed(2), 7],
            [errors > 0 ? `  ${errors} errors` : '', 0],
          ]),
        );
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
};
