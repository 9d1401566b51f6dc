import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sessionCalls } from '@vve/contract/calls/session';
import { BAD_CREDENTIALS_QUERY, ErrorBody } from '@vve/contract/errors';
import { errorBody } from '../../lib/http-error';
import { sessionUser } from '../../plugins/session/session-plugin';
import { appRoles, appType } from '../../policies/apps';
import type { LoginLimiter } from '../../plugins/rate-limits/login-limiter';
import { verifyPassword } from '../../lib/passwords';

const VALID = { status: '200' };
const INVALID = { status: '401' };

/** The session calls of spec §7: login, logout, status, app type and roles. */
export const sessionRoutes: FastifyPluginCallbackZod<{ limiter: LoginLimiter }> = (
  app,
  { limiter },
  done,
) => {
  const { login, loginOutcome, logout, status, appType: appTypeCall, appRoles: appRolesCall } = sessionCalls;

  app.post(
    login.path,
    { schema: { body: login.body, response: { 429: ErrorBody } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const reservation = limiter.reserve(username, request.ip);
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
      const user = await app.sessions.findUserByUsername(username);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        return reply.redirect(`${loginOutcome.path}?${BAD_CREDENTIALS_QUERY}`, 303);
      }
      reservation.attempt.succeeded();
      // A new session id at every login: whatever session the caller had ends here.
      await app.endSession(request, reply);
      await app.sessions.purgeExpired();
      await app.startSession(reply, user.id, request.body['remember-me']);
      return reply.redirect(status.path, 303);
    },
  );

  app.get(loginOutcome.path, { schema: { querystring: loginOutcome.query } }, (request) => ({
    error: request.query.error === 'true',
    ...(request.query.reason ? { reason: request.query.reason } : {}),
  }));

  app.get(logout.path, { schema: { response: { 200: logout.response } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return INVALID;
  });

  app.get(
    status.path,
    { onRequest: app.identify, schema: { response: { 200: status.response, 401: status.response } } },
    (request, reply) => {
      reply.code(request.user ? 200 : 401);
      return request.user ? VALID : INVALID;
    },
  );

  app.get(
    appTypeCall.path,
    { onRequest: app.authenticate, schema: { response: { 200: appTypeCall.response } } },
    (request) => ({ appType: appType(sessionUser(request)) }),
  );

  app.get(
    appRolesCall.path,
    { onRequest: app.authenticate, schema: { response: { 200: appRolesCall.response } } },
    (request) => ({ roles: appRoles(sessionUser(request)) }),
  );
  done();
};
