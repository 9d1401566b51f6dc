import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, SupplierStatus } from '@vve/contract/enums';
import { isReadyToResolve, type WorkOrderProgress } from '@vve/contract/rules/ready-to-resolve';
import { queryRows, type DatabaseHandle } from '../db/database';
import { jsonRecords } from '../db/json-rows';
import { openTestDatabase, testDatabaseKinds } from '../../test/test-database';
import { readyToResolveOf } from './ready-to-resolve';

/** A work order in each state: open or handled, with no report yet or each status as its newest. */
const workOrderStates: WorkOrderProgress[] = [false, true].flatMap((afgerond) =>
  [null, ...SupplierStatus.options].map((lastStatus) => ({ afgerond, lastStatus })),
);

/** Every set of 0 to 2 work orders, in either order. */
const workOrderSets: WorkOrderProgress[][] = [
  [],
  ...workOrderStates.map((order) => [order]),
  ...workOrderStates.flatMap((first) => workOrderStates.map((second) => [first, second])),
];

/** Every status of a request with every set of work orders. */
const cases = ReportStatus.options.flatMap((status) =>
  workOrderSets.map((workOrders) => ({ status, workOrders })),
);

describe.each(testDatabaseKinds())("'Ready to resolve' in the %s database", (kind) => {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("is the contract's rule for every status and every set of up to two work orders", async () => {
    if (!database) throw new Error('the database is not open');
    const requests = cases.map(({ status }, id) => ({ id, status }));
    const workOrders = cases.flatMap(({ workOrders: orders }, requestId) =>
      orders.map((order) => ({ requestId, completed: order.afgerond, lastStatus: order.lastStatus })),
    );
    // As the inbox has it: aggregated over the work orders of each request, its status from the query around.
    const ready = readyToResolveOf({
      status: sql`request.status`,
      completed: sql`work_order.completed`,
      lastStatus: sql`work_order."lastStatus"`,
    });
    const rows = await queryRows<{ id: number; ready: boolean }>(
      database.db,
      sql`select request.id, (select ${ready}
            from ${jsonRecords(workOrders, 'work_order("requestId" int, completed boolean, "lastStatus" text)')}
            where work_order."requestId" = request.id) as ready
          from ${jsonRecords(requests, 'request(id int, status text)')} order by request.id`,
    );
    const expected = cases.map(({ status, workOrders: orders }) => isReadyToResolve(status, orders));
    expect(cases).toHaveLength(4 * (1 + 8 + 64));
    expect(new Set(expected)).toEqual(new Set([true, false]));
    expect(rows.map((row) => row.ready)).toEqual(expected);
  });
});
