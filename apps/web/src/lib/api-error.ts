/** A call the API host answered with a status outside 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The Retry-After header in seconds, when the answer had one (429). */
    readonly retryAfterSeconds?: number,
    /**
     * The answer's parsed body: a refusal's code and values (translated by `refusalOf`, components/server-refusals),
     * an import's errors.
     */
    readonly body?: unknown,
  ) {
    super(message);
  }
}
