import { sessionCalls } from '@vve/contract/calls/session';
import { ErrorBody } from '@vve/contract/error-body';
import { BAD_CREDENTIALS_QUERY } from '@vve/contract/errors';
import { allowedAttempt } from '../lib/too-many-attempts';
import { verifyPassword } from '../lib/passwords';
import { appRoles, appType } from '../policies/roles';
import { LOGGED_OUT, presentLoggedIn } from '../presenters/session-status';
import { callRoutes } from './define-route';

/** The session calls of spec §7: login, logout, status, app type and roles. */
export const sessionRoutes = callRoutes((route, app) => {
  const { login, loginOutcome, logout, status, appType: appTypeCall, appRoles: appRolesCall } = sessionCalls;

  route(login, {
    otherAnswers: { 429: ErrorBody },
    handler: async ({ body, request, reply }) => {
      const user = await app.sessions.findLoginUser(body.username);
      // Counted per account, whether its user name or its email address was typed.
      const attempt = allowedAttempt(
        await app.loginLimiter.reserve(user?.username ?? body.username, request.ip),
        'tooManyLogins',
      );
      if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
        return reply.redirect(`${loginOutcome.path}?${BAD_CREDENTIALS_QUERY}`, 303);
      }
      await attempt.succeeded();
      // A new session id at every login: whatever session the caller had ends here.
      await app.endSession(request, reply);
      await app.sessions.purgeExpired();
      await app.startSession(reply, user.id, body['remember-me']);
      return reply.redirect(status.path, 303);
    },
  });

  route(loginOutcome, {
    handler: ({ query }) => ({
      error: query.error === 'true',
      ...(query.reason ? { reason: query.reason } : {}),
    }),
  });

  route(logout, {
    handler: async ({ request, reply }) => {
      await app.endSession(request, reply);
      return LOGGED_OUT;
    },
  });

  route(status, {
    otherAnswers: { 401: status.response },
    handler: ({ user, reply }) => {
      reply.code(user ? 200 : 401);
      return user ? presentLoggedIn(user.id) : LOGGED_OUT;
    },
  });

  route(appTypeCall, { handler: ({ user }) => ({ appType: appType(user) }) });

  route(appRolesCall, { handler: ({ user }) => ({ roles: appRoles(user) }) });
});
