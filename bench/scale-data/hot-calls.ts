import { sql } from 'drizzle-orm';
import { callPath } from '@vve/contract/define-call';
import { detailsCalls } from '@vve/contract/calls/details';
import { inspectionsCalls } from '@vve/contract/calls/inspections';
import { officeCalls } from '@vve/contract/calls/office';
import { officeConditionsCalls } from '@vve/contract/calls/office-conditions';
import { reportsCalls } from '@vve/contract/calls/requests';
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
  /** The benchmark prints the plans of its statements. */
  showPlans?: true;
  /**
   * Reads past the requests it does not want, newest first: a common text, whose requests a trigram index
   * finds but not in order (page 20 of a word; two letters, which no trigram index serves), in a walk that
   * the benchmark times.
   */
  walksPastRequests?: true;
  /**
   * Reads only the largest complex, which has its full size at every scale: the query-plan test's small portfolio
   * times its statements as they are at full scale (the others' are timed by the benchmark).
   */
  fullSizeAtEveryScale?: true;
}

/** The user names of the callers in a generated portfolio (the largest supplier is number 1). */
export const callerUsernames = (world: Portfolio): Record<Caller, string> => ({
  supplier: world.username(world.supplierMemberId(1, 1)),
  administrator: world.username(1),
  resident: world.username(world.firstResidentId),
});

/** What the inbox's text filter is asked for: names and a number of the portfolio's own. */
interface InboxTexts {
  complexName: string;
  requesterName: string;
  /** A complex's name and the number of one of its requests ('VvE Molenweg 4999 17'). */
  complexAndNumber: string;
}

/** The back office's inbox as an administrator uses it: pages, a status, texts, what waits, due dates, the counters. */
const inboxCalls = ({ complexName, requesterName, complexAndNumber }: InboxTexts): HotCall[] => {
  const inbox = (
    name: string,
    query: Record<string, string>,
    walks?: { walksPastRequests: true },
  ): HotCall => ({
    name: `inbox, ${name}`,
    caller: 'administrator',
    path: `${officeCalls.officeRequests.path}?${new URLSearchParams(query).toString()}`,
    showPlans: true,
    ...walks,
  });
  return [
    inbox('page 1', {}),
    inbox('page 20', { page: '20' }),
    inbox('in handling', { status: 'IN_BEHANDELING' }),
    inbox('text, a complex', { text: complexName }),
    inbox('text, a requester', { text: requesterName }),
    inbox('text, a complex and number', { text: complexAndNumber }),
    inbox('text, a date', { text: '2023-05-17' }),
    inbox('text, a word', { text: 'lekkage' }),
    inbox('text, a word, page 20', { text: 'lekkage', page: '20' }, { walksPastRequests: true }),
    inbox('text, two letters', { text: 'le' }, { walksPastRequests: true }),
    inbox('waiting for me', { waiting: 'true' }),
    inbox('soonest due first', { order: 'due' }),
    inbox('overdue, soonest due first', { overdue: 'true', order: 'due' }),
    {
      name: 'inbox counters',
      caller: 'administrator',
      path: officeCalls.officeRequestCounts.path,
      showPlans: true,
    },
  ];
};

/**
 * The condition overview of the largest complex (every element's latest score among all its findings) and the
 * condition history of its element with the most scores.
 */
const conditionCalls = async (db: Database, world: Portfolio): Promise<HotCall[]> => {
  const [element] = await queryRows<{ id: number }>(
    db,
    sql`SELECT s.element_id AS id FROM inspection_element_states s
          JOIN aspect_elements e ON e.id = s.element_id JOIN aspects a ON a.id = e.aspect_id
         WHERE a.complex_id = ${world.largestComplex} AND s.score IS NOT NULL
         GROUP BY s.element_id ORDER BY count(*) DESC, s.element_id LIMIT 1`,
  );
  if (!element) throw new Error('the largest complex has no scored element');
  const { complexConditions, elementConditionHistory } = officeConditionsCalls;
  return [
    {
      name: 'condition overview, largest complex',
      caller: 'administrator',
      path: callPath(complexConditions.path, { id: world.largestComplex }),
      showPlans: true,
      fullSizeAtEveryScale: true,
    },
    {
      name: "an element's condition history",
      caller: 'administrator',
      path: callPath(elementConditionHistory.path, { id: element.id }),
      fullSizeAtEveryScale: true,
    },
  ];
};

/**
 * The list and detail calls users make most, as the benchmark and the query-plan test call them: work
 * orders pages 1 and 20, inspections, open tasks, the back office's inbox, requests, a complex, a work
 * order with its inspections, and the largest complex's condition overview with an element's history.
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
  // The last complex with requests and the last requester: their names are part of no other's ('VvE … 1'
  // begins a thousand others), and a number of one of the complex's requests.
  const [texts] = await queryRows<InboxTexts>(
    db,
    sql`SELECT c.naam AS "complexName", u.name AS "requesterName", c.naam || ' ' || r.nr AS "complexAndNumber"
          FROM complexes c
          JOIN LATERAL (SELECT nr FROM reports WHERE complex_id = c.id ORDER BY nr DESC LIMIT 1 OFFSET 5) r ON true,
               LATERAL (SELECT name FROM users WHERE id = (SELECT max(created_by) FROM reports)) u
         ORDER BY c.id DESC LIMIT 1`,
  );
  if (!texts) throw new Error('the portfolio has no complex with requests');
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
    ...inboxCalls(texts),
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
    ...(await conditionCalls(db, world)),
  ];
};
