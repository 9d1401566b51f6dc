import { z } from 'zod';

/** The body of every 4xx and 5xx answer. */
export const ErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The query of the URL that a failed login redirects to (spec §7). */
export const BAD_CREDENTIALS_QUERY = 'error=true&reason=badCredentials';
