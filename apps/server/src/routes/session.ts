import { sessionCalls } from '@vve/contract/calls/session';
import { BAD_CREDENTIALS_QUERY, ErrorBody } from '@vve/contract/errors';
import { errorBody } from '../lib/http-error';
import { verifyPassword } from '../lib/passwords';
import { appRoles, appType } from '../policies/roles';
import { callRoutes } from './define-route';

const VALID = { status: '200' } as const;
const INVALID = { status: '401' } as const;

/** The session calls of spec §7: login, logout, status, app type and roles. */
export const sessionRoutes = callRoutes((route, app) => {
  const { login, loginOutcome, logout, status, appType: appTypeCall, appRoles: appRolesCall } = sessionCalls;

  route(login, {
    otherAnswers: { 429: ErrorBody },
    handler: async ({ body, request, reply }) => {
      const reservation = app.loginLimiter.reserve(body.username, request.ip);
      if (!reservation.allowed) {
        const { retryAfterSeconds } = reservation;
        return reply
          .code(429)
          .header('Retry-After', String(retryAfterSeconds))
          .send(
            errorBody(
              429,
              `Too many failed logins. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
            ),
          );
      }
      const user = await app.sessions.findUserByUsername(body.username);
      if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
        return reply.redirect(`${loginOutcome.path}?${BAD_CREDENTIALS_QUERY}`, 303);
      }
      reservation.attempt.succeeded();
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
      return INVALID;
    },
  });

  route(status, {
    otherAnswers: { 401: status.response },
    handler: ({ user, reply }) => {
      reply.code(user ? 200 : 401);
      return user ? VALID : INVALID;
    },
  });

  route(appTypeCall, { handler: ({ user }) => ({ appType: appType(user) }) });

  route(appRolesCall, { handler: ({ user }) => ({ roles: appRoles(user) }) });
});
