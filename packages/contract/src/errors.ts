import { z } from 'zod';

/**
 * What a client reads first of an error answer: its message. The whole body, with a refusal's code and values, is
 * `ErrorBody` (error-body.ts), apart so that the web's first load does without it.
 */
export const ErrorMessage = z.object({ message: z.string() });

/** The query of the URL that a failed login redirects to (spec §7). */
export const BAD_CREDENTIALS_QUERY = 'error=true&reason=badCredentials';
