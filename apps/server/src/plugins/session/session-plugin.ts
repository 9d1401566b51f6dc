import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { refusal, refusalBody } from '../../lib/http-error';
import type { SessionUser } from '../../lib/session-user';
import { SessionStore } from './session-store';
import { REMEMBER_ME_MS, SESSION_ABSOLUTE_MS } from './session-lifetimes';
import { cookieOptionsFor } from './cookie-options';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/database';

export const SESSION_COOKIE = 'vve_session';
export const REMEMBER_COOKIE = 'vve_remember';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** onRequest hook: the caller must have a session, else 401 (before the body is read). Sets `request.user`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: sets `request.user` when the caller has a session. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    startSession: (reply: FastifyReply, userId: number, remember: boolean) => Promise<void>;
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Starts the caller a new session (after their others ended), remembered if the old one was. */
    renewSession: (request: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | undefined;
  }
}

export interface SessionPluginOptions {
  db: Database;
  clock: Clock;
  cookieSecure: boolean;
}

/** Server-side sessions in the database with an HttpOnly cookie, and rotating remember-me tokens. */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app, { db, clock, cookieSecure }) => {
    await app.register(cookie);
    const store = new SessionStore(db, clock);
    const cookieOptions = cookieOptionsFor(cookieSecure);
    const setSessionCookie = (reply: FastifyReply, token: string) =>
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(reply), maxAge: SESSION_ABSOLUTE_MS / 1000 });
    const setRememberCookie = (reply: FastifyReply, value: string) =>
      reply.setCookie(REMEMBER_COOKIE, value, { ...cookieOptions(reply), maxAge: REMEMBER_ME_MS / 1000 });

    const resumeFromRememberMe = async (request: FastifyRequest, reply: FastifyReply) => {
      const remembered = request.cookies[REMEMBER_COOKIE];
      if (!remembered) return undefined;
      const outcome = await store.useRememberToken(remembered);
      if (outcome.kind !== 'valid') {
        reply.clearCookie(REMEMBER_COOKIE, cookieOptions(reply));
        return undefined;
      }
      if (outcome.cookie) setRememberCookie(reply, outcome.cookie);
      const token = await store.createSession(outcome.userId);
      setSessionCookie(reply, token);
      return store.resumeSession(token);
    };

    const identify = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      const user = token ? await store.resumeSession(token) : undefined;
      request.user = user ?? (await resumeFromRememberMe(request, reply));
      if (token && !user && !request.user) reply.clearCookie(SESSION_COOKIE, cookieOptions(reply));
    };

    app.decorate('sessions', store);
    app.decorateRequest('user', undefined);
    app.decorate('identify', identify);
    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      await identify(request, reply);
      if (!request.user) {
        return reply.code(401).send(refusalBody(refusal('loginRequired')));
      }
    });
    app.decorate('startSession', async (reply: FastifyReply, userId: number, remember: boolean) => {
      setSessionCookie(reply, await store.createSession(userId));
      if (remember) setRememberCookie(reply, await store.createRememberToken(userId));
    });
    const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      const remembered = request.cookies[REMEMBER_COOKIE];
      if (token) await store.endSession(token);
      if (remembered) await store.endRememberSeries(remembered);
      reply
        .clearCookie(SESSION_COOKIE, cookieOptions(reply))
        .clearCookie(REMEMBER_COOKIE, cookieOptions(reply));
    };
    app.decorate('endSession', endSession);
    app.decorate('renewSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
      const remembered = request.cookies[REMEMBER_COOKIE] !== undefined;
      await endSession(request, reply);
      await app.startSession(reply, userId, remembered);
    });
  },
  { name: 'session' },
);
