/**
 * The query-plan test (issue 7): on a generated portfolio (a twentieth of the full scale: 50,000
 * requests, 25,000 inspections), every statement of the calls users make most
 * - can be served by indexes: planned with sequential scans all but forbidden, none is left on a large
 *   table (one left means that no index serves that access; at this size the planner may rightly read a
 *   10,000-row table whole where at full scale it would not, hence the setting), and
 * - does not walk an index past many rows it then throws away (a list filtered by role that walks a
 *   global index, run with EXPLAIN ANALYZE), but for a common text (see `walksPastRequests`), and
 * - when it reads only the largest complex, which keeps its full size at every scale (the condition overview and
 *   history), takes at most 5 ms in the PostgreSQL server: the fastest of five runs of the planner's own plan
 *   (other work on the machine only adds time).
 * It also checks the inbox's text filter against spec §5's rule over the whole portfolio.
 * `npm run bench:api` shows the plans the planner chooses on its own at full scale.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../apps/server/src/db/database';
import { createTestApp, type TestApp } from '../apps/server/test/test-app';
import { testDatabaseKinds } from '../apps/server/test/test-database';
import { loginAs } from '../apps/server/test/session-client';
import { callerUsernames, hotCalls, type Caller } from './scale-data/hot-calls';
import { DATASET_PASSWORD, loadDataset, type LoadReport } from './scale-data/load-dataset';
import {
  discardedRows,
  explain,
  fastestTime,
  isRead,
  queryRecorder,
  sequentialScans,
} from './scale-data/query-plans';
import { scaledDataset } from './scale-data/scale';
import { officeCalls } from '@vve/contract/calls/office';
import { PAGE_SIZE } from '@vve/contract/rules/paging';
import { filterReports } from '@vve/contract/rules/request-filter';

const PLAN_TEST_SCALE = 0.05;
/** A table this size or larger is not to be read whole (the small ones, sessions say, may be). */
const LARGE_TABLE_ROWS = 1_000;
/** More rows than this thrown away by one statement's reads of a table is a walk past other users' rows. */
const MOST_DISCARDED_ROWS = 500;
/** Issue 7's target for a statement's time in the database. */
const MOST_STATEMENT_MS = 5;

describe.each(testDatabaseKinds())('query plans at scale on the %s database', (kind) => {
  const recorder = queryRecorder();
  let testApp: TestApp;
  let loaded: LoadReport;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { onQuery: recorder.listener });
    loaded = await loadDataset(testApp.database, scaledDataset(PLAN_TEST_SCALE));
  }, 180_000);
  afterAll(() => testApp.close());

  /** What is wrong with the plans of the hot calls' statements, one line each. */
  const planFindings = async (): Promise<string[]> => {
    const { app, database } = testApp;
    const large = new Set(loaded.tables.filter((table) => table.rows >= LARGE_TABLE_ROWS).map((t) => t.name));
    const usernames = callerUsernames(loaded.world);
    const cookies = {} as Record<Caller, Record<string, string>>;
    for (const caller of Object.keys(usernames) as Caller[]) {
      cookies[caller] = await loginAs(app, { username: usernames[caller], password: DATASET_PASSWORD });
    }
    const findings: string[] = [];
    for (const call of await hotCalls(database.db, loaded.world)) {
      const statements = await recorder.during(async () => {
        const response = await app.inject({ url: call.path, cookies: cookies[call.caller] });
        expect(response.statusCode, call.path).toBe(200);
        const answer = response.json<unknown>();
        // Every call finds records in the portfolio, so that its statements are planned for real rows.
        expect(Array.isArray(answer) ? answer.length : 1, call.path).toBeGreaterThan(0);
      });
      expect(statements.length, call.path).toBeGreaterThan(0);
      for (const statement of statements) {
        const { Plan } = await explain(database, statement, {
          analyze: isRead(statement),
          indexesOnly: true,
        });
        const where = `${call.name} (${call.caller}), in: ${statement.query}`;
        for (const table of sequentialScans(Plan).filter((name) => large.has(name))) {
          findings.push(`no index serves the read of ${table}: ${where}`);
        }
        for (const [table, rows] of discardedRows(Plan)) {
          if (call.walksPastRequests && table === 'reports') continue;
          if (rows > MOST_DISCARDED_ROWS)
            findings.push(`${rows} rows of ${table} read and discarded: ${where}`);
        }
        // Timed on the server only: the embedded database runs in the test's own process, in WebAssembly.
        if (call.fullSizeAtEveryScale && kind === 'server' && isRead(statement)) {
          const ms = await fastestTime(database, statement, MOST_STATEMENT_MS);
          if (ms > MOST_STATEMENT_MS) findings.push(`${ms.toFixed(2)} ms in the database: ${where}`);
        }
      }
    }
    return findings;
  };

  it('loads what the triggers on requests keep as they would keep it (counters per status)', async () => {
    const { db } = testApp;
    const totals = await queryRows<{ status: string; total: number }>(
      db,
      sql`SELECT status, total FROM report_status_totals ORDER BY status`,
    );
    const counted = await queryRows<{ status: string; total: number }>(
      db,
      sql`SELECT status, count(*)::int AS total FROM reports GROUP BY status ORDER BY status`,
    );
    expect(totals).toEqual(counted);
  });

  it("answers the inbox's text filter as spec §5's rule does, over the whole portfolio", async () => {
    const { app, db, database } = testApp;
    const requests = await queryRows<{
      id: number;
      omschrijving: string;
      nr: number;
      status: string;
      createdMs: number;
      complex: string | null;
      requester: string;
    }>(
      db,
      sql`SELECT r.id, r.omschrijving, r.nr, r.status, (extract(epoch FROM r.created_at) * 1000)::float8 AS "createdMs",
                 c.naam AS complex, u.name AS requester
            FROM reports r LEFT JOIN complexes c ON c.id = r.complex_id JOIN users u ON u.id = r.created_by
           ORDER BY r.created_at DESC, r.id DESC`,
    );
    const filterable = requests.map((request) => ({
      id: request.id,
      omschrijving: request.omschrijving,
      nr: String(request.nr),
      status: request.status,
      aanmaakDatum: new Date(Math.floor(request.createdMs)).toISOString(),
      vve: request.complex === null ? null : { naam: request.complex },
      melder: { naam: request.requester },
    }));
    const hotTexts = (await hotCalls(database.db, loaded.world)).flatMap(
      (call) => new URL(call.path, 'http://inbox').searchParams.get('text') ?? [],
    );
    const texts = [
      ...new Set([
        ...hotTexts,
        'LEKKAGE BIJ',
        'l',
        'q',
        '12',
        '123',
        '(4321)',
        '2023',
        '2023-05',
        '05-17',
        't10:',
        '.5',
        'vve molenweg 4',
        'kerkstraat 12 1',
        'gebruiker 12',
        'in_behandeling',
        'e',
        '%',
      ]),
    ];
    const cookies = await loginAs(app, {
      username: callerUsernames(loaded.world).administrator,
      password: DATASET_PASSWORD,
    });
    const differing: string[] = [];
    for (const text of texts) {
      const expected = filterReports(filterable, text).map((request) => request.id);
      for (const page of [1, 2]) {
        const query = new URLSearchParams({ text, page: String(page) }).toString();
        const response = await app.inject({ url: `${officeCalls.officeRequests.path}?${query}`, cookies });
        const ids = response.json<{ id: number }[]>().map((row) => row.id);
        const wanted = expected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
        if (JSON.stringify(ids) !== JSON.stringify(wanted)) differing.push(`${text} (page ${page})`);
      }
    }
    expect(differing).toEqual([]);
  }, 120_000);

  it('serves every statement of the hot calls from indexes, without walking past other rows', async () => {
    expect(await planFindings()).toEqual([]);
  }, 120_000);

  // Runs last: it takes indexes away for good (the database goes at the end of the file).
  it('finds a list that walks a global index and a read no index serves', async () => {
    await testApp.db.execute(sql`DROP INDEX work_assignments_supplier_created_idx`);
    await testApp.db.execute(sql`DROP INDEX reports_created_by_idx`);
    await testApp.db.execute(sql`DROP INDEX users_name_trgm`);
    const findings = await planFindings();
    expect(
      findings.some((line) => line.includes('read and discarded: work orders, page 20 (supplier)')),
    ).toBe(true);
    expect(findings.some((line) => /of reports .*: personal requests \(resident\)/.test(line))).toBe(true);
    expect(
      findings.some((line) => /of users .*: inbox, text, a requester \(administrator\)/.test(line)),
    ).toBe(true);
  }, 120_000);
});
