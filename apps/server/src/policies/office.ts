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

/** The back office's rule as a route's access (`access: officeOnly('Person')`), checked before the body is read. */
export const officeOnly =
  (what: string) =>
  (user: SessionUser): void => {
    assertOfficeUser(user, what);
  };
