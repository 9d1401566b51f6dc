import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

const signature = (payload: string, key: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A token that carries facts signed with one of the server's keys, for a link that works without logging in (an
 * email's unsubscribe link, a calendar feed) and that nobody can make for anyone else.
 */
export const signedToken = (facts: object, key: string): string => {
  const payload = Buffer.from(JSON.stringify(facts)).toString('base64url');
  return `${payload}.${signature(payload, key)}`;
};

/** The facts a token carries, or null when the server did not sign it with `key` or they do not fit `schema`. */
export const readSignedToken = <T>(token: string, key: string, schema: z.ZodType<T>): T | null => {
  const [payload, signed, ...rest] = token.split('.');
  if (payload === undefined || signed === undefined || rest.length > 0) return null;
  const expected = Buffer.from(signature(payload, key));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
