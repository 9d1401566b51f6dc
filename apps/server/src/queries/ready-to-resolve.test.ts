import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, SupplierStatus } from '@vve/contract/enums';
import { queryRows, type DatabaseHandle } from '../db/database';
import { jsonRecords } from '../db/json-rows';
import { openTestDatabase, testDatabaseKinds } from '../../test/test-database';
import { readyToResolveOf } from './ready-to-resolve';

/** One of a request's work orders: handled (completed or cancelled) or open, and its newest report's status. */
interface WorkOrderProgress {
  completed: boolean;
  lastStatus: SupplierStatus | null;
}
interface Case {
  status: ReportStatus;
  workOrders: WorkOrderProgress[];
}

const open = (lastStatus: SupplierStatus | null): WorkOrderProgress => ({ completed: false, lastStatus });
const handled: WorkOrderProgress = { completed: true, lastStatus: null };

/** A work order in each state: open or handled, with no report yet or each status as its newest. */
const workOrderStates: WorkOrderProgress[] = [false, true].flatMap((completed) =>
  [null, ...SupplierStatus.options].map((lastStatus) => ({ completed, lastStatus })),
);

/** Every set of 0 to 2 work orders, in either order, with every status of a request. */
const everyCase: Case[] = ReportStatus.options.flatMap((status) =>
  [
    [],
    ...workOrderStates.map((order) => [order]),
    ...workOrderStates.flatMap((first) => workOrderStates.map((second) => [first, second])),
  ].map((workOrders) => ({ status, workOrders })),
);

describe.each(testDatabaseKinds())("'Ready to resolve' in the %s database", (kind) => {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  /** The rule's answer for each case, as the inbox has it: aggregated over each request's work orders. */
  const readyOf = async (cases: readonly Case[]): Promise<boolean[]> => {
    if (!database) throw new Error('the database is not open');
    const requests = cases.map(({ status }, id) => ({ id, status }));
    const workOrders = cases.flatMap(({ workOrders: orders }, requestId) =>
      orders.map((order) => ({ requestId, ...order })),
    );
    const ready = readyToResolveOf({
      status: sql`request.status`,
      completed: sql`work_order.completed`,
      lastStatus: sql`work_order."lastStatus"`,
    });
    const rows = await queryRows<{ ready: boolean }>(
      database.db,
      sql`select (select ${ready}
            from ${jsonRecords(workOrders, 'work_order("requestId" int, completed boolean, "lastStatus" text)')}
            where work_order."requestId" = request.id) as ready
          from ${jsonRecords(requests, 'request(id int, status text)')} order by request.id`,
    );
    return rows.map((row) => row.ready);
  };
  const readyOne = async (status: ReportStatus, workOrders: WorkOrderProgress[]) =>
    (await readyOf([{ status, workOrders }]))[0];

  it('is a request in handling whose open work orders the suppliers all reported COMPLETE', async () => {
    expect(await readyOne('IN_BEHANDELING', [open('COMPLETE')])).toBe(true);
    expect(await readyOne('IN_BEHANDELING', [open('COMPLETE'), open('COMPLETE'), handled])).toBe(true);
  });

  it('is not while one open work order has no report, or a newest report other than COMPLETE', async () => {
    expect(await readyOne('IN_BEHANDELING', [open('COMPLETE'), open(null)])).toBe(false);
    expect(await readyOne('IN_BEHANDELING', [open('COMPLETE'), open('BLOCKED')])).toBe(false);
    expect(await readyOne('IN_BEHANDELING', [open('FOLLOW_UP_ACTION_NEEDED')])).toBe(false);
  });

  it('is not without open work orders: none at all, or all handled (completed or cancelled)', async () => {
    expect(await readyOne('IN_BEHANDELING', [])).toBe(false);
    expect(await readyOne('IN_BEHANDELING', [handled, { completed: true, lastStatus: 'COMPLETE' }])).toBe(
      false,
    );
  });

  it('is never in another status than IN_BEHANDELING, whatever the work orders', async () => {
    const others = everyCase.filter(({ status }) => status !== 'IN_BEHANDELING');
    expect(new Set(await readyOf(others))).toEqual(new Set([false]));
  });

  it('in handling, is exactly: some open work order, and COMPLETE the newest report of every open one', async () => {
    const inHandling = everyCase.filter(({ status }) => status === 'IN_BEHANDELING');
    const expected = inHandling.map(({ workOrders }) => {
      const openOrders = workOrders.filter((order) => !order.completed);
      return openOrders.length > 0 && openOrders.every((order) => order.lastStatus === 'COMPLETE');
    });
    expect(inHandling).toHaveLength(1 + 8 + 64);
    expect(new Set(expected)).toEqual(new Set([true, false]));
    expect(await readyOf(inHandling)).toEqual(expected);
  });
});
