/**
 * The floor of the hot calls (issue 18): the same work as the product with the least machinery. Per call, a bare
 * Fastify route on a plain `pg` pool runs the product's own session lookup for the caller's cookie, then the one
 * statement that builds the call's answer as JSON in PostgreSQL, with the parameters the product gave it, and sends
 * that text. What the product spends beyond it (its hooks, its query building, other statements) is what
 * `product / floor` shows.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { hashToken } from '../apps/server/src/lib/tokens';
import { SESSION_COOKIE } from '../apps/server/src/plugins/session/session-plugin';
import type { RecordedQuery } from './scale-data/query-plans';

/** The statements a floor runs: the session lookup, then the statement whose one row is the answer's JSON. */
export interface FloorStatements {
  session: RecordedQuery;
  answer: RecordedQuery;
}

const SESSION_FROM_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);

/** The statement a call's answer is built by: its one row has one text column `json`. */
const answersJson = (rows: unknown[]): rows is [{ json: string }] =>
  rows.length === 1 && typeof (rows[0] as { json?: unknown }).json === 'string';

/**
 * The floor statements of a call from what it sent while answering once: its session lookup and its last read, when
 * that one builds the answer as JSON; undefined when the product still builds the answer itself.
 */
export const floorStatementsOf = async (
  pool: pg.Pool,
  reads: readonly RecordedQuery[],
): Promise<FloorStatements | undefined> => {
  const session = reads.find((read) => read.query.includes('from "sessions"'));
  const answer = reads.at(-1);
  if (!session || !answer || answer === session) return undefined;
  const { rows } = await pool.query(answer.query, answer.params);
  return answersJson(rows) ? { session, answer } : undefined;
};

/** A bare Fastify server on its own pool of `poolSize` connections, serving the floor of each call at `/floor/<n>`. */
export const startFloorServer = async (url: string, floors: readonly FloorStatements[], poolSize: number) => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const app = Fastify();
  floors.forEach(({ session, answer }, index) => {
    app.get(`/floor/${index}`, async (request, reply) => {
      const token = SESSION_FROM_COOKIE.exec(request.headers.cookie ?? '')?.[1];
      const user: unknown = token && (await pool.query(session.query, [hashToken(token)])).rows[0];
      if (!user) return reply.code(401).send();
      const { rows } = await pool.query(answer.query, answer.params);
      if (!answersJson(rows)) throw new Error(`floor ${index}: no JSON answer`);
      return reply.type('application/json; charset=utf-8').send(rows[0].json);
    });
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    base,
    pathOf: (index: number) => `/floor/${index}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
};
