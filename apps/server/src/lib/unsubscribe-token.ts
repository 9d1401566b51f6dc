import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { z } from 'zod';

/** Whose email of which kinds a link turns off. */
export interface Unsubscription {
  userId: number;
  kinds: NotificationKind[];
}

const Payload = z.object({ u: z.number().int().positive(), k: z.array(NotificationKind).min(1) });

const signature = (payload: string, key: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The token of an email's unsubscribe link: who and which kinds, signed with the server's key, so that the link
 * works without logging in and cannot be made for anyone else. It does not expire: an old email's link still works.
 */
export const unsubscribeToken = ({ userId, kinds }: Unsubscription, key: string): string => {
  const payload = Buffer.from(JSON.stringify({ u: userId, k: kinds })).toString('base64url');
  return `${payload}.${signature(payload, key)}`;
};

/** What a token says, or null when it is not one the server signed. */
export const readUnsubscribeToken = (token: string, key: string): Unsubscription | null => {
  const [payload, signed, ...rest] = token.split('.');
  if (payload === undefined || signed === undefined || rest.length > 0) return null;
  const expected = Buffer.from(signature(payload, key));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = Payload.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? { userId: parsed.data.u, kinds: parsed.data.k } : null;
  } catch {
    return null;
  }
};
