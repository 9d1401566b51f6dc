import { spawnSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/database';
import { users } from './db/schema/accounts';
import { outboxEmails } from './db/schema/mail';
import { startLoadBalancer } from '../test/cluster';
import { createUser } from '../test/factories';
import { startNodeProcess } from '../test/node-process';
import { createServerDatabase } from '../test/test-database';

// Issue 29: behind the project's own HAProxy (deploy/haproxy.cfg) with TRUST_PROXY=1, as deploy/compose.yaml runs
// it, a client that writes X-Forwarded-For itself is still counted by the address HAProxy saw.
const missing = !process.env.DATABASE_URL
  ? 'a PostgreSQL server (DATABASE_URL)'
  : spawnSync('haproxy', ['-v']).status !== 0
    ? 'HAProxy (apt-get install haproxy)'
    : undefined;
if (missing && process.env.CI) throw new Error(`The test behind the proxy needs ${missing}.`);

/** What the limits allow: 10 tries per account (or email address) and address within the window. */
const LIMIT = 10;

describe.skipIf(missing !== undefined)('behind HAProxy with deploy/haproxy.cfg and TRUST_PROXY=1', () => {
  const stops: (() => Promise<unknown>)[] = [];
  let base = '';
  let db: Database;
  beforeAll(async () => {
    const database = await createServerDatabase();
    stops.push(database.drop);
    const handle = await openDatabase({ url: database.url });
    stops.push(handle.close);
    db = handle.db;
    const node = await startNodeProcess({
      databaseUrl: database.url,
      role: 'all',
      env: { TRUST_PROXY: '1' },
    });
    stops.push(node.stop);
    const balancer = await startLoadBalancer({ a: node, b: node });
    stops.push(balancer.stop);
    base = balancer.base;
  }, 120_000);
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  /** A call through the load balancer from a client that says it is at 10.7.`i`.1. */
  const post = (path: string, i: number, body: URLSearchParams | object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        origin: base,
        'x-forwarded-for': `10.7.${i}.1`,
        'content-type':
          body instanceof URLSearchParams ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: body instanceof URLSearchParams ? body : JSON.stringify(body),
      redirect: 'manual',
    });

  it('checks at most 10 wrong passwords, then answers 429 even to the right one', async () => {
    const user = await createUser(db, ['owner']);
    const login = (i: number, password: string) =>
      post('/api/app/login', i, new URLSearchParams({ username: user.username, password }));
    // A wrong password goes back to the login with `error=true`.
    const answers: string[] = [];
    for (let i = 1; i <= 15; i += 1) {
      const answer = await login(i, 'wrong password');
      answers.push(answer.status === 429 ? '429' : (answer.headers.get('location') ?? String(answer.status)));
    }
    expect(answers.slice(0, LIMIT).every((answer) => answer.includes('error=true'))).toBe(true);
    expect(answers.slice(LIMIT)).toEqual(Array<string>(5).fill('429'));
    const right = await login(16, user.password);
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it("sends at most 10 reset links for an address, then answers 'Forgot password?' with 429", async () => {
    const email = `reset-${Date.now()}@vve.test`;
    const user = await createUser(db, ['owner']);
    await db.update(users).set({ email }).where(eq(users.id, user.id));
    const statuses: number[] = [];
    for (let i = 1; i <= 14; i += 1)
      statuses.push((await post('/api/app/password/forgot', i, { email })).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), ...Array<number>(4).fill(429)]);
    const mailed = async () => {
      const [row] = await db
        .select({ n: count() })
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, email));
      return row?.n ?? 0;
    };
    // The link is made after the answer: wait for the last one.
    for (let waited = 0; (await mailed()) < LIMIT && waited < 5000; waited += 100) await delay(100);
    expect(await mailed()).toBe(LIMIT);
  });
});
