import type { FastifyInstance } from 'fastify';
import { cookiesOf } from './test-app';

export interface LoginOptions {
  rememberMe?: boolean;
  origin?: string;
  ip?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Posts the login form as a browser would (spec §7). */
export const postLogin = (
  app: FastifyInstance,
  username: string,
  password: string,
  options: LoginOptions = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/app/login',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.origin ? { origin: options.origin } : {}),
      ...options.headers,
    },
    payload: new URLSearchParams({
      username,
      password,
      'remember-me': String(options.rememberMe ?? false),
    }).toString(),
    cookies: options.cookies ?? {},
    remoteAddress: options.ip ?? '127.0.0.1',
  });

/** Logs in and answers the cookies of the new session. */
export const loginAs = async (
  app: FastifyInstance,
  user: { username: string; password: string },
  options: LoginOptions = {},
): Promise<Record<string, string>> => {
  const response = await postLogin(app, user.username, user.password, options);
  if (response.headers.location !== '/api/app/status') throw new Error(`login failed: ${response.body}`);
  return cookiesOf(response);
};

/** The `status` field of GET /api/app/status with the given cookies. */
export const sessionStatus = async (app: FastifyInstance, cookies: Record<string, string>) => {
  const response = await app.inject({ method: 'GET', url: '/api/app/status', cookies });
  const { status, user } = response.json<{ status: string; user?: number }>();
  return { status, user, cookies: cookiesOf(response) };
};
