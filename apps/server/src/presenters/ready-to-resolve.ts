import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The contract's 'Ready to resolve' (`isReadyToResolve`, rules/ready-to-resolve) in the database, for the answers
 * it builds as JSON: an aggregate over the request's work orders, one row each with whether it is handled
 * (`completed`) and the status of its newest report (`lastStatus`, null when none), the request's `status` a
 * column of the query around it. In handling, with open work orders, and COMPLETE the newest report on every
 * one of them; its test holds it to the contract's rule in every case.
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
