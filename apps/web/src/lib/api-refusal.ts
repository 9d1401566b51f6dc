import { ErrorBody } from '@vve/contract/error-body';
import type { ApiError } from './api-error';
import type { Refusal } from './offline/queued-change';

/**
 * A failed call as the app translates and keeps it: its status and message, and the refusal's code and values
 * from the answer's body (read here, not on every failed call, so that the first load does without them).
 */
export const apiRefusal = (error: ApiError): Refusal => {
  const body = ErrorBody.safeParse(error.body).data;
  return { status: error.status, message: error.message, code: body?.code, params: body?.params };
};
