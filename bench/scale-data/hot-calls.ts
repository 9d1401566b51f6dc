import { sql } from 'drizzle-orm';
import { callPath } from '@vve/contract/define-call';
import { detailsCalls } from '@vve/contract/calls/details';
import { inspectionsCalls } from '@vve/contract/calls/inspections';
import { reportsCalls } from '@vve/contract/calls/reports';
import { schedulesCalls } from '@vve/contract/calls/schedules';
import { workAssignmentsCalls } from '@vve/contract/calls/work-assignments';
import { queryRows, type Database } from '../../apps/server/src/db/database';
import type { Portfolio } from './portfolio';

/** Who calls: a member of the largest supplier, an administrator, and a resident (an owner). */
export type Caller = 'supplier' | 'administrator' | 'resident';

export interface HotCall {
  name: string;
  caller: Caller;
  path: string;
}

/** The user names of the callers in a generated portfolio (the largest supplier is number 1). */
export const callerUsernames = (world: Portfolio): Record<Caller, string> => ({
  supplier: world.username(world.supplierMemberId(1, 1)),
  administrator: world.username(1),
  resident: world.username(world.firstResidentId),
});

/**
 * The list and detail calls users make most, as the benchmark and the query-plan test call them: work
 * orders pages 1 and 20, inspections, open tasks, requests, a complex, and a work order with its
 * inspections.
 */
export const hotCalls = async (db: Database, world: Portfolio): Promise<HotCall[]> => {
  const [order] = await queryRows<{ id: number }>(
    db,
    sql`SELECT w.id FROM work_assignments w
        JOIN work_assignment_inspections l ON l.work_assignment_id = w.id
        WHERE w.supplier_id = 1 ORDER BY w.id DESC LIMIT 1`,
  );
  if (!order) throw new Error('the portfolio has no work order with inspections for supplier 1');
  const residentComplex = world.complexOfUnit(world.unitOfResident(0));
  const { workAssignmentsPage, workAssignment } = workAssignmentsCalls;
  const pagesOf = (caller: Caller): HotCall[] => [
    { name: 'work orders, page 1', caller, path: callPath(workAssignmentsPage.path, { n: 1 }) },
    { name: 'work orders, page 20', caller, path: callPath(workAssignmentsPage.path, { n: 20 }) },
    { name: 'inspections, page 1', caller, path: callPath(inspectionsCalls.inspectionsPage.path, { n: 1 }) },
    {
      name: 'open tasks, page 1',
      caller,
      path: callPath(schedulesCalls.aspectSchedulesPage.path, { n: 1 }),
    },
  ];
  return [
    ...pagesOf('supplier'),
    ...pagesOf('administrator'),
    { name: 'recent requests', caller: 'resident', path: reportsCalls.recentReports.path },
    { name: 'personal requests', caller: 'resident', path: reportsCalls.personalReports.path },
    {
      name: 'complex details',
      caller: 'resident',
      path: callPath(detailsCalls.vve.path, { vveId: residentComplex }),
    },
    { name: 'work order', caller: 'supplier', path: callPath(workAssignment.path, { id: order.id }) },
    {
      name: "work order's inspections",
      caller: 'supplier',
      path: callPath(inspectionsCalls.inspectionsByWorkAssignment.path, { id: order.id }),
    },
  ];
};
