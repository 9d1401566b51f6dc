import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { workOrders } from '../db/schema/work-orders';
import { lastUpdate, lastUpdateLateral } from './newest-status-report';

/**
 * 'Ready to resolve', the rule's one source (inbox row, request page and the notification alike): the request is
 * in handling, it has open work orders, and the supplier's newest report on every one of them is COMPLETE (so the
 * COMPLETE on the last open one makes it ready); handled work orders (completed or cancelled) do not count either
 * way. An aggregate over the request's work orders, one row each with whether it is handled (`completed`) and the
 * status of its newest report (`lastStatus`, null when none), the request's `status` a column of the query around.
 */
export const readyToResolveOf = ({
  status,
  completed,
  lastStatus,
}: {
  status: SQLWrapper;
  completed: SQLWrapper;
  lastStatus: SQLWrapper;
}): SQL =>
  sql`(${status} = 'IN_BEHANDELING'
    and coalesce(bool_and(${lastStatus} is not distinct from 'COMPLETE') filter (where not ${completed}), false))`;

/** Whether the request `requestId` with `status` (columns of the query around it) is ready to resolve. */
export const requestReadyToResolve = (requestId: SQLWrapper, status: SQLWrapper): SQL<boolean> =>
  sql<boolean>`(select ${readyToResolveOf({ status, completed: workOrders.completed, lastStatus: lastUpdate.status })}
    from ${workOrders} left join ${lastUpdateLateral} on true where ${eq(workOrders.requestId, requestId)})`;
