import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle, QueryListener } from '../../apps/server/src/db/database';

export interface RecordedQuery {
  query: string;
  params: unknown[];
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Keeps the statements the application sends while `during` runs (none at other times, so that a load
 * test does not fill the memory): `during(call)` answers the statements of that call.
 */
export const queryRecorder = () => {
  let recorded: RecordedQuery[] | undefined;
  // A transaction's own statements have no plan; they come from work in the background (the notification
  // worker's round every few seconds) that may run while a call is recorded.
  const listener: QueryListener = (query, params) => {
    if (!TRANSACTION_CONTROL.test(query)) recorded?.push({ query, params });
  };
  const during = async (run: () => Promise<unknown>): Promise<RecordedQuery[]> => {
    const mine: RecordedQuery[] = [];
    recorded = mine;
    try {
      await run();
    } finally {
      recorded = undefined;
    }
    return mine;
  };
  return { listener, during };
};

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

export interface Explained {
  Plan: PlanNode;
  'Planning Time'?: number;
  'Execution Time'?: number;
}

export interface ExplainOptions {
  /** Run the statement and time it (EXPLAIN ANALYZE); for reads only. */
  analyze?: boolean;
  /**
   * Plan as if reading a table whole were all but forbidden: a sequential scan left in the plan then
   * means that no index can serve that access.
   */
  indexesOnly?: boolean;
}

/** Runs `text` in a transaction that is rolled back, after the settings of `options`. */
const planRows = async (handle: DatabaseHandle, text: string, params: unknown[], options: ExplainOptions) => {
  const settings = options.indexesOnly ? ['SET LOCAL enable_seqscan = off'] : [];
  if (handle.kind === 'server') {
    const client = await handle.client.connect();
    try {
      await client.query('BEGIN');
      for (const setting of settings) await client.query(setting);
      return (await client.query<Record<string, unknown>>(text, params)).rows;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }
  await handle.client.exec(['BEGIN', ...settings].join('; '));
  try {
    return (await handle.client.query<Record<string, unknown>>(text, params)).rows;
  } finally {
    await handle.client.exec('ROLLBACK');
  }
};

/** The planner's plan of a recorded statement with its own parameters. */
export const explain = async (
  handle: DatabaseHandle,
  { query, params }: RecordedQuery,
  options: ExplainOptions = {},
): Promise<Explained> => {
  const text = `EXPLAIN (${options.analyze ? 'ANALYZE, ' : ''}FORMAT JSON) ${query}`;
  const [row] = await planRows(handle, text, params, options);
  const plan = row?.['QUERY PLAN'];
  const [explained] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Explained[];
  if (!explained) throw new Error(`no plan for ${query}`);
  return explained;
};

/**
 * `runs` timed runs of a read (EXPLAIN ANALYZE with the planner's own plan), one after the other, fastest first: the
 * first may find a cold cache, and other work on the machine only ever adds time.
 */
export const timedRuns = async (
  handle: DatabaseHandle,
  query: RecordedQuery,
  runs: number,
): Promise<Explained[]> => {
  const plans: Explained[] = [];
  for (let run = 0; run < runs; run += 1) plans.push(await explain(handle, query, { analyze: true }));
  return plans.sort((a, b) => (a['Execution Time'] ?? 0) - (b['Execution Time'] ?? 0));
};

/**
 * The fastest time in the database (ms) of timed runs of a read, run until one takes at most `target` ms or `most`
 * have run, each waiting longer than the one before (20 ms more, at most 250 ms: about 12 s in all). A statement's own
 * cost is its fastest run: on a loaded machine (the unit suite runs its files in parallel on two cores, beside the
 * database server) a burst of other work only ever adds time, and passes; 30 runs 20 ms apart once fell within one.
 */
export const fastestTime = async (
  handle: DatabaseHandle,
  query: RecordedQuery,
  target: number,
  most = 60,
): Promise<number> => {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < most && fastest > target; run += 1) {
    if (run > 0) await sleep(Math.min(20 * run, 250));
    fastest = Math.min(fastest, (await explain(handle, query, { analyze: true }))['Execution Time'] ?? 0);
  }
  return fastest;
};

/** Every node of a plan, depth first. */
export const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

/** The tables a plan reads whole. */
export const sequentialScans = (plan: PlanNode): string[] =>
  planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] !== undefined)
    .map((node) => node['Relation Name'] ?? '');

/** The rows each table's reads fetched and threw away again (EXPLAIN ANALYZE), per table. */
export const discardedRows = (plan: PlanNode): Map<string, number> => {
  const discarded = new Map<string, number>();
  for (const node of planNodes(plan)) {
    const table = node['Relation Name'];
    const removed = (node['Rows Removed by Filter'] ?? 0) * (node['Actual Loops'] ?? 1);
    if (table && removed > 0) discarded.set(table, (discarded.get(table) ?? 0) + removed);
  }
  return discarded;
};

/** Whether a statement only reads (EXPLAIN ANALYZE runs it). */
export const isRead = ({ query }: RecordedQuery): boolean => /^\s*(select|with)\b/i.test(query);

/** A plan as indented lines, one a node: what it does, on which table by which index, its rows and time. */
export const planLines = (node: PlanNode, depth = 0): string[] => {
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const by = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const loops = node['Actual Loops'] ?? 1;
  const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  const figures = [
    `${node['Actual Rows'] ?? 0} rows${loops > 1 ? ` × ${loops}` : ''}`,
    ...(removed > 0 ? [`${removed} removed`] : []),
    `${(node['Actual Total Time'] ?? 0).toFixed(2)} ms`,
  ];
  return [
    `${'  '.repeat(depth)}${node['Node Type']}${on}${by} (${figures.join(', ')})`,
    ...(node.Plans ?? []).flatMap((child) => planLines(child, depth + 1)),
  ];
};
