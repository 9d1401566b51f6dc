import { z } from 'zod';

/** An invitation's link works for this many days, a reset's for this many hours; each works once. */
export const INVITATION_DAYS = 7;
export const RESET_HOURS = 1;

export const PasswordLinkPurpose = z.enum(['invite', 'reset']);
export type PasswordLinkPurpose = z.infer<typeof PasswordLinkPurpose>;

/** How long a link of this purpose works, in milliseconds. */
export const passwordLinkLifetimeMs = (purpose: PasswordLinkPurpose): number =>
  purpose === 'invite' ? INVITATION_DAYS * 24 * 60 * 60 * 1000 : RESET_HOURS * 60 * 60 * 1000;

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1000;

/** A password someone chooses: long enough (the server also refuses common ones). */
export const NewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'A password has at least 10 characters.')
  .max(MAX_PASSWORD_LENGTH, 'A password has at most 1000 characters.');
