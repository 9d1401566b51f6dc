import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SupplierStatus } from '@vve/contract/enums';
import { isoMoment, renderedOnce } from '../db/json-answer';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { requestAttachments, requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';
import { lastUpdate, lastUpdateLateral } from '../queries/newest-status-report';
import { readyToResolveOf } from '../queries/ready-to-resolve';

/** The request's handler: `users` joined under this name (its requester is `users` itself). */
export const requestHandler = alias(users, 'handler');

/** The statuses of a supplier's newest report that alert the administrator: all but COMPLETE (code, not input). */
const ALERTING = sql.raw(
  SupplierStatus.exclude(['COMPLETE'])
    .options.map((status) => `'${status}'`)
    .join(', '),
);

/** A supplier's alert, from a work order joined with its supplier and its newest report. */
const supplierAlertJson = sql`json_build_object(
  'workOrderId', ${workOrders.id},
  'supplier', ${supplierOrganisations.naam},
  'status', ${lastUpdate.status},
  'description', ${lastUpdate.description},
  'at', ${isoMoment(lastUpdate.createdAt)})`;

/**
 * What the work orders of the request of the query around it make of its row, as one row to join laterally as
 * `work_orders`: `ready_to_resolve` (the contract's rule), and `alerts`, a JSON array of those open ones whose
 * newest report is FOLLOW_UP_ACTION_NEEDED or BLOCKED, newest first (the order of `findOfficeWorkOrders`, as
 * the request's page lists them). Each work order's newest report is read by its index.
 */
export const requestWorkOrders: SQL = renderedOnce(sql`lateral (select
    ${readyToResolveOf({ status: requests.status, completed: workOrders.completed, lastStatus: lastUpdate.status })} as ready_to_resolve,
    coalesce(json_agg(${supplierAlertJson} order by ${desc(workOrders.createdAt)}, ${desc(workOrders.id)})
      filter (where not ${workOrders.completed} and ${lastUpdate.status} in (${ALERTING})), '[]'::json) as alerts
  from ${workOrders}
  join ${supplierOrganisations} on ${eq(supplierOrganisations.id, workOrders.supplierId)}
  left join ${lastUpdateLateral} on true
  where ${eq(workOrders.requestId, requests.id)}) as work_orders`);

/** Whether the request of the query around it waits for the administrator (`waiting`), to join laterally. */
export const requestWaiting = (waiting: SQL | undefined): SQL =>
  sql`lateral (select coalesce(${waiting ?? sql`false`}, false) as waiting) as waiting_for`;

/**
 * One row of the back office's inbox as the answer's JSON: the request, what it holds, and what asks for the
 * administrator. From a row of `reports` joined with its requester (`users`), (left) its complex and its handler
 * (`requestHandler`), `requestWorkOrders` and `requestWaiting`.
 */
export const officeRequestRowJson: SQL = renderedOnce(sql`json_build_object(
  'id', ${requests.id},
  'nr', ${requests.nr}::text,
  'complex', case when ${complexes.naam} is null then null
    else json_build_object('id', ${complexes.id}, 'naam', ${complexes.naam}) end,
  'omschrijving', ${requests.omschrijving},
  'requester', json_build_object('naam', ${users.name}),
  'createdAt', ${isoMoment(requests.createdAt)},
  'status', ${requests.status},
  'priority', ${requests.priority},
  'dueAt', ${isoMoment(requests.dueAt)},
  'photoCount', (select count(*) from ${requestAttachments} where ${eq(requestAttachments.reportId, requests.id)}),
  'pinned', ${requests.viewpointId} is not null,
  'fromInspection', ${requests.inspectionId} is not null,
  'handler', case when ${requestHandler.name} is null then null
    else json_build_object('naam', ${requestHandler.name}) end,
  'readyToResolve', work_orders.ready_to_resolve,
  'alerts', work_orders.alerts,
  'waiting', waiting_for.waiting)`);
