import { z } from 'zod';
import { defineCall } from '../define-call';
import { PasswordLinkPurpose, NewPassword } from '../rules/password-links';
import { Email } from './office-people';
import { SessionStatus } from './session';

/** The secret of a password link, as the link carries it. */
const LinkToken = z.string().min(1).max(200);

export const ForgotPasswordBody = z.strictObject({ email: Email });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;

export const PasswordLink = z.object({
  name: z.string(),
  username: z.string(),
  purpose: PasswordLinkPurpose,
});
export type PasswordLink = z.infer<typeof PasswordLink>;

export const ChoosePasswordBody = z.strictObject({ token: LinkToken, password: NewPassword });
export type ChoosePasswordBody = z.infer<typeof ChoosePasswordBody>;

export const ChangePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1000),
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** What 'Forgot password?' answers, whether or not the account exists. */
export const ResetRequested = z.object({ sent: z.literal(true) });

export const passwordCalls = {
  /** Sends a reset link (valid 1 hour) to the account with this email, if there is one; rate limited. */
  forgotPassword: defineCall({
    method: 'POST',
    path: '/api/app/password/forgot',
    body: ForgotPasswordBody,
    auth: 'public',
    response: ResetRequested,
  }),
  /** Whose link this is and what for, so that the page can greet them; 404 (linkNotValid, the same for unknown, used and expired links) if it does not work. */
  passwordLink: defineCall({
    method: 'GET',
    path: '/api/app/password/link',
    query: z.object({ token: LinkToken }),
    auth: 'public',
    response: PasswordLink,
  }),
  /** Sets the password of the link's person, uses up the link, ends their other sessions and logs them in. */
  choosePassword: defineCall({
    method: 'POST',
    path: '/api/app/password/link',
    body: ChoosePasswordBody,
    auth: 'public',
    response: SessionStatus,
  }),
  /** A logged-in user changes their password (the current one required); their other sessions end. */
  changePassword: defineCall({
    method: 'POST',
    path: '/api/app/account/password',
    body: ChangePasswordBody,
    response: SessionStatus,
  }),
};
