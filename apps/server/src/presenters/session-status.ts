import type { SessionStatus } from '@vve/contract/calls/session';

/** A valid session (spec §7): the status '200' and the person it belongs to. */
export const presentLoggedIn = (userId: number): SessionStatus => ({ status: '200', user: userId });

/** No session (spec §7). */
export const LOGGED_OUT: SessionStatus = { status: '401' };
