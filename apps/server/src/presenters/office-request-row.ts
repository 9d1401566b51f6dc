import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SupplierStatus } from '@vve/contract/enums';
import { isoMoment } from '../db/json-answer';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { reportAttachments, reports } from '../db/schema/reports';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workAssignments } from '../db/schema/work-assignments';
import type { lastUpdateOf } from '../queries/work-assignments';
import { readyToResolveOf } from './ready-to-resolve';

/** The newest status report of a work order, joined laterally (queries/work-assignments' `lastUpdateOf`). */
type LastUpdate = ReturnType<typeof lastUpdateOf>;

/** The request's handler: `users` joined under this name (its requester is `users` itself). */
export const requestHandler = alias(users, 'handler');

/** The statuses of a supplier's newest report that alert the administrator: all but COMPLETE. */
const ALERTING = SupplierStatus.exclude(['COMPLETE']).options;

/** A supplier's alert, from a work order joined with its supplier and its newest report `lastUpdate`. */
const supplierAlertJson = (lastUpdate: LastUpdate): SQL => sql`json_build_object(
  'workOrderId', ${workAssignments.id},
  'supplier', ${supplierOrganisations.naam},
  'status', ${lastUpdate.status},
  'description', ${lastUpdate.description},
  'at', ${isoMoment(lastUpdate.createdAt)})`;

/**
 * What the work orders of the request of the query around it make of its row, as one row to join laterally as
 * `work_orders`: `ready_to_resolve` (the contract's rule), and `alerts`, a JSON array of those open ones whose
 * newest report is FOLLOW_UP_ACTION_NEEDED or BLOCKED, newest first (the order of `findOfficeWorkOrders`, as
 * the request's page lists them). Each work order's newest report is `lastUpdate`, by its index.
 */
export const requestWorkOrders = (lastUpdate: LastUpdate): SQL => sql`lateral (select
    ${readyToResolveOf({ status: reports.status, completed: workAssignments.completed, lastStatus: lastUpdate.status })} as ready_to_resolve,
    coalesce(json_agg(${supplierAlertJson(lastUpdate)} order by ${desc(workAssignments.createdAt)}, ${desc(workAssignments.id)})
      filter (where not ${workAssignments.completed} and ${inArray(lastUpdate.status, ALERTING)}), '[]'::json) as alerts
  from ${workAssignments}
  join ${supplierOrganisations} on ${eq(supplierOrganisations.id, workAssignments.supplierId)}
  left join lateral ${lastUpdate} on true
  where ${eq(workAssignments.requestId, reports.id)}) as work_orders`;

/**
 * One row of the back office's inbox as the answer's JSON: the request, what it holds, and what asks for the
 * administrator. From a row of `reports` joined with its requester (`users`), (left) its complex and its handler
 * (`requestHandler`), and `requestWorkOrders`; `waiting` says whether it waits for the administrator.
 */
export const officeRequestRowJson = (waiting: SQL): SQL => sql`json_build_object(
  'id', ${reports.id},
  'nr', ${reports.nr}::text,
  'complex', case when ${complexes.naam} is null then null
    else json_build_object('id', ${complexes.id}, 'naam', ${complexes.naam}) end,
  'omschrijving', ${reports.omschrijving},
  'requester', json_build_object('naam', ${users.name}),
  'createdAt', ${isoMoment(reports.createdAt)},
  'status', ${reports.status},
  'photoCount', (select count(*) from ${reportAttachments} where ${eq(reportAttachments.reportId, reports.id)}),
  'pinned', ${reports.viewpointId} is not null,
  'fromInspection', ${reports.inspectionId} is not null,
  'handler', case when ${requestHandler.name} is null then null
    else json_build_object('naam', ${requestHandler.name}) end,
  'readyToResolve', work_orders.ready_to_resolve,
  'alerts', work_orders.alerts,
  'waiting', coalesce(${waiting}, false))`;
