import { STATUS_CODES } from 'node:http';

/** An error the error handler answers with its status code and message (4xx only). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, e.g. Retry-After with a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A record outside the caller's scope answers the same as one that does not exist. */
export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`);

/** The one record a call is about, or 404 for `what` when there is none. */
export const orNotFound = <Value>(value: Value | undefined, what: string): Value => {
  if (value === undefined) throw notFound(what);
  return value;
};

/** The first row of an answer, or 404 for `what`: the one record a call is about. */
export const found = <Row>([row]: readonly Row[], what: string): Row => orNotFound(row, what);

/** The body of every error answer: the status, its name and a message a user or a client developer can act on. */
export const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});
