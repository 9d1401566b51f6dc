import type { ReportCreateInput } from './api/create-report';

/** The kind of a resident's request kept on the device until it is sent. */
export const QUEUED_REQUEST = 'request';

export interface QueuedRequest {
  /** The request as made, with the photos that were uploaded before the connection went. */
  body: ReportCreateInput;
}
