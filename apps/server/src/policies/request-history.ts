import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { requests } from '../db/schema/requests';
import { found } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';
import { visibleRequests } from './requests';

/**
 * How much of a request's history a user reads: nothing (404) unless they may see the request; its
 * status changes when they may (a shared request of their complex, a work order's request for its
 * supplier, any request for an administrator); and also the messages to and from the resident and the planned
 * dates of its work when it is their own request (`own`). Internal notes never: they are the back office's
 * (officeRequest).
 */
export const historyReader = async (
  db: Database,
  user: SessionUser,
  reportId: number,
): Promise<{ own: boolean }> => {
  const request = found(
    await db
      .select({ createdBy: requests.createdBy })
      .from(requests)
      .where(and(eq(requests.id, reportId), visibleRequests(db, user))),
    'Request',
  );
  return { own: request.createdBy === user.id };
};
