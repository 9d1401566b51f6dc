import type { reportsCalls } from '@vve/contract/calls/requests';
import type { z } from 'zod';

/** A request as the resident made it, before the server has it. */
export type RequestCreateInput = z.input<typeof reportsCalls.createReport.body>;

/** The kind of a resident's request kept on the device until it is sent. */
export const QUEUED_REQUEST = 'request';

export interface QueuedRequest {
  /** The request as made, with the photos that were uploaded before the connection went. */
  body: RequestCreateInput;
}
