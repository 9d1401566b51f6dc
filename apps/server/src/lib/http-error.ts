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
