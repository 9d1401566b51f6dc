import { ErrorBody } from '@vve/contract/errors';
import type { RefusalCode } from '@vve/contract/refusals';

/** A call the API host answered with a status outside 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The refusal's code from the contract, when the answer is a refusal (4xx): the app translates by it. */
  readonly code?: RefusalCode;
  /** The values the refusal's message names. */
  readonly params?: Readonly<Record<string, string | number>>;

  constructor(
    readonly status: number,
    message: string,
    /** The Retry-After header in seconds, when the answer had one (429). */
    readonly retryAfterSeconds?: number,
    /** The answer's parsed body, for calls whose refusals carry more than a message (an import's errors). */
    readonly body?: unknown,
  ) {
    super(message);
    const refusal = ErrorBody.safeParse(body).data;
    if (refusal?.code !== undefined) this.code = refusal.code;
    if (refusal?.params !== undefined) this.params = refusal.params;
  }
}
