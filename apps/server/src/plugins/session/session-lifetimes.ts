const MINUTE = 60 * 1000;

/** How long sessions and remember-me tokens live (issue 2; README "Security"). */
export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
export const REMEMBER_ME_MS = 14 * 24 * 60 * MINUTE;
/** A rotated remember-me secret is still accepted this long, for the parallel calls of one page load. */
export const REMEMBER_ME_GRACE_MS = 30 * 1000;
/** A session's last-seen time is written at most this often. */
export const SESSION_TOUCH_MS = MINUTE;
/** Live sessions one user may have; a new one beyond it ends the oldest (README "Security"). */
export const MAX_SESSIONS_PER_USER = 50;
