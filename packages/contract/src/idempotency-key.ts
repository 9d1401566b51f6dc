import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from './define-call';

export { IDEMPOTENCY_KEY_HEADER };
/** The answer header that says the answer is the stored one of an earlier call with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** The longest key: a UUID fits many times over. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** An idempotency key: 1 to 200 visible ASCII characters (a UUID, say), chosen by the client per change. */
export const IdempotencyKey = z
  .string()
  .min(1, `The ${IDEMPOTENCY_KEY_HEADER} header is empty`)
  .max(
    MAX_IDEMPOTENCY_KEY_LENGTH,
    `The ${IDEMPOTENCY_KEY_HEADER} header is longer than ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
  )
  .regex(
    /^[\x21-\x7e]+$/,
    `The ${IDEMPOTENCY_KEY_HEADER} header may hold only visible ASCII characters (no spaces)`,
  );
export type IdempotencyKey = z.infer<typeof IdempotencyKey>;
