import { z } from 'zod';
import { REFUSAL_CODES } from './refusals';

/**
 * The body of every 4xx and 5xx answer. A refusal (4xx) carries its stable `code` from the contract's refusals and
 * the values its message names in `params`: clients translate by these, not by the English message.
 */
export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.enum(REFUSAL_CODES).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The body of a refusal (4xx): an error body with its code. */
export const RefusalBody = ErrorBody.required({ code: true });

/** The query of the URL that a failed login redirects to (spec §7). */
export const BAD_CREDENTIALS_QUERY = 'error=true&reason=badCredentials';
