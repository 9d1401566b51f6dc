import { createHash, randomBytes } from 'node:crypto';

/** A random secret of 256 bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 of a token, as stored in the database: a stolen table holds no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
