import { passwordCalls } from '@vve/contract/calls/passwords';
import { PasswordLinkPurpose } from '@vve/contract/rules/password-links';
import {
  changePassword,
  choosePassword,
  findLinkPerson,
  requestPasswordReset,
} from '../commands/password-links';
import { assertUncommonPassword } from '../lib/common-passwords';
import { refusal } from '../lib/http-error';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { allowedAttempt } from '../lib/too-many-attempts';
import { presentLoggedIn } from '../presenters/session-status';
import { callRoutes } from './define-route';

const SENT = { sent: true } as const;

/** Getting in without an administrator: a forgotten password, an invitation's or reset's link, a new password. */
export const passwordRoutes = callRoutes((route, app) => {
  const { db, clock } = app;

  route(passwordCalls.forgotPassword, {
    handler: async ({ body, request, reply }) => {
      // Every request counts, as a failed login does: a reset link is sent at most so often.
      allowedAttempt(
        await app.passwordResetLimiter.reserve(body.email, request.ip),
        'tooManyPasswordRequests',
      );
      // The link is made once the answer has gone: a known address answers as soon as an unknown one.
      const at = clock();
      reply.raw.once('finish', () => {
        requestPasswordReset(db, { email: body.email, publicUrl: app.publicUrl, at }).then(
          (sent) => {
            if (sent) app.workSignals.send('mail');
          },
          (error: unknown) => {
            request.log.error({ err: error }, 'a reset link could not be made');
          },
        );
      });
      return SENT;
    },
  });

  route(passwordCalls.passwordLink, {
    handler: async ({ query }) => {
      const person = await findLinkPerson(db, query.token, clock());
      return {
        name: person.name,
        username: person.username,
        purpose: PasswordLinkPurpose.parse(person.purpose),
      };
    },
  });

  route(passwordCalls.choosePassword, {
    handler: async ({ body, request, reply }) => {
      await findLinkPerson(db, body.token, clock());
      await assertUncommonPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      const userId = await choosePassword(db, { token: body.token, passwordHash, at: clock() });
      await app.endSession(request, reply);
      await app.startSession(reply, userId, false);
      return presentLoggedIn(userId);
    },
  });

  route(passwordCalls.changePassword, {
    handler: async ({ user, body, request, reply }) => {
      const attempt = allowedAttempt(
        await app.loginLimiter.reserve(user.username, request.ip),
        'tooManyWrongPasswords',
      );
      const current = await app.sessions.findLoginUser(user.username);
      if (!(await verifyPassword(current?.passwordHash, body.currentPassword))) {
        throw refusal('wrongCurrentPassword');
      }
      await attempt.succeeded();
      await assertUncommonPassword(body.newPassword);
      const passwordHash = await hashPassword(body.newPassword);
      await changePassword(db, { userId: user.id, passwordHash, at: clock() });
      // Every session ended with the change; this caller's starts again.
      await app.renewSession(request, reply, user.id);
      return presentLoggedIn(user.id);
    },
  });
});
