import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (an unknown user, or an invited one who has not
 * chosen a password yet) it checks against a dummy one, so that every refusal takes the same time.
 */
export const verifyPassword = async (
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verify(storedHash ?? (await dummyHash), password).catch(() => false);
  return storedHash != null && matches;
};
