import { notFound } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';
import { isAdministrator } from './roles';

/**
 * The back office is the administrators': to anyone else its records do not exist (404 for `what`, the
 * same as a missing one).
 */
export const assertOfficeUser = (user: SessionUser, what: string): void => {
  if (!isAdministrator(user)) throw notFound(what);
};
