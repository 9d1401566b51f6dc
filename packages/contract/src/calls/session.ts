import { z } from 'zod';
import { defineCall } from '../define-call';
import { AppType, Role } from '../enums';

/** The login form (spec §3, §7), sent form-urlencoded. */
export const LoginForm = z.object({
  username: z.string().trim().min(1, 'Username is required').max(200),
  password: z.string().min(1, 'Password is required').max(1000),
  'remember-me': z
    .enum(['true', 'false', 'on', 'off'])
    .optional()
    .transform((value) => value === 'true' || value === 'on'),
});
export type LoginForm = z.input<typeof LoginForm>;

/**
 * `status` is the text '200' for a valid session (spec §7). `user`, beside it, is the logged-in person's id: the
 * web app keeps the changes it could not send yet under it, so that they are sent, and shown, for that person only.
 * (A plain number rather than the primitives' Id: this schema is in the app's first load, the primitives are not.)
 */
export const SessionStatus = z.object({ status: z.string(), user: z.number().int().positive().optional() });
export type SessionStatus = z.infer<typeof SessionStatus>;

export const AppTypeAnswer = z.object({ appType: AppType });
export type AppTypeAnswer = z.infer<typeof AppTypeAnswer>;

export const AppRolesAnswer = z.object({ roles: z.array(Role) });
export type AppRolesAnswer = z.infer<typeof AppRolesAnswer>;

/** What the login redirects land on: the status after a good login, the error after a bad one. */
export const LoginOutcome = z.object({ error: z.boolean(), reason: z.string().optional() });
export type LoginOutcome = z.infer<typeof LoginOutcome>;

export const sessionCalls = {
  login: defineCall({
    method: 'POST',
    path: '/api/app/login',
    body: LoginForm,
    bodyType: 'form',
    auth: 'public',
    response: SessionStatus,
  }),
  loginOutcome: defineCall({
    method: 'GET',
    path: '/api/app/login',
    query: z.object({ error: z.string().optional(), reason: z.string().optional() }),
    auth: 'public',
    response: LoginOutcome,
  }),
  logout: defineCall({
    method: 'GET',
    path: '/api/app/logout',
    changesState: true,
    auth: 'public',
    response: SessionStatus,
  }),
  status: defineCall({ method: 'GET', path: '/api/app/status', auth: 'optional', response: SessionStatus }),
  appType: defineCall({ method: 'GET', path: '/api/app/info/app-type', response: AppTypeAnswer }),
  appRoles: defineCall({ method: 'GET', path: '/api/app/info/app-roles', response: AppRolesAnswer }),
};
