import { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { z } from 'zod';
import { readSignedToken, signedToken } from './signed-token';

/** Whose email of which kinds a link turns off. */
export interface Unsubscription {
  userId: number;
  kinds: NotificationKind[];
}

const Payload = z.object({ u: z.number().int().positive(), k: z.array(NotificationKind).min(1) });

/**
 * The token of an email's unsubscribe link: who and which kinds, signed with the server's key, so that the link
 * works without logging in and cannot be made for anyone else. It does not expire: an old email's link still works.
 */
export const unsubscribeToken = ({ userId, kinds }: Unsubscription, key: string): string =>
  signedToken({ u: userId, k: kinds }, key);

/** What a token says, or null when it is not one the server signed. */
export const readUnsubscribeToken = (token: string, key: string): Unsubscription | null => {
  const facts = readSignedToken(token, key, Payload);
  return facts && { userId: facts.u, kinds: facts.k };
};
