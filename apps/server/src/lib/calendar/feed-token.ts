import { z } from 'zod';
import { readSignedToken, signedToken } from '../signed-token';

/** Whose feed an address opens, and which of their addresses it is (renewing one makes the older ones stop). */
export interface FeedOwner {
  userId: number;
  version: number;
}

const Facts = z.object({ u: z.number().int().positive(), v: z.number().int().nonnegative() });

/** The token in a person's calendar feed address, signed with the server's feed key. */
export const feedToken = ({ userId, version }: FeedOwner, key: string): string =>
  signedToken({ u: userId, v: version }, key);

/** Whose feed a token opens, or null when the server did not sign it. */
export const readFeedToken = (token: string, key: string): FeedOwner | null => {
  const facts = readSignedToken(token, key, Facts);
  return facts && { userId: facts.u, version: facts.v };
};
