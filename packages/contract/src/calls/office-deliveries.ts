import { z } from 'zod';
import { defineCall } from '../define-call';
import { IsoDateTime } from '../primitives';

/**
 * An email or push message that did not go out: an email the mail server refused or did not take yet (it is
 * tried again, with longer waits, until it goes), or a job that failed for good after its retries. The
 * notification itself stays in the app either way. Or a change that could not be turned into notifications at
 * all (channel `notification`): nobody heard of it, and it is not tried again.
 */
export const FailedDelivery = z.object({
  channel: z.enum(['email', 'push', 'notification']),
  /** Whom it was for: an email address, or the person's name; empty for a change nobody could be told of. */
  recipient: z.string(),
  /**
   * The email's subject, the title of what the push message was about, or the change (`request.created 12`);
   * null when not known.
   */
  about: z.string().nullable(),
  error: z.string(),
  attempts: z.number().int().nonnegative(),
  at: IsoDateTime,
  /** Tried again later (an email); else given up. */
  retrying: z.boolean(),
});
export type FailedDelivery = z.infer<typeof FailedDelivery>;

export const officeDeliveriesCalls = {
  /** The 100 newest deliveries that failed, for administrators (404 for anyone else). */
  failedDeliveries: defineCall({
    method: 'GET',
    path: '/api/app/office/deliveries',
    access: { only: 'administrator', record: 'Deliveries' },
    response: z.object({ deliveries: z.array(FailedDelivery) }),
  }),
};
