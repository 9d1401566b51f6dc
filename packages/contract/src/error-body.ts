import { z } from 'zod';

/**
 * The body of every 4xx and 5xx answer. A refusal (4xx) carries its stable `code` (one of `refusals.ts`, whose
 * `RefusalBody` holds it to them; a client reads it as text, so that a newer server's code is no surprise) and the
 * values its message names in `params`: clients translate by these, not by the English message.
 */
export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
