/** The app's pages that emails link to with a token in the address (`?token=…`). */
export const PASSWORD_PAGE = '/app/password';
export const UNSUBSCRIBE_PAGE = '/app/unsubscribe';

/**
 * The link pages' referrer policy: their first requests (scripts, styles) would otherwise carry the token in
 * `Referer`. `no-referrer` would also make a same-origin POST from the page send `Origin: null` (Fetch), which the
 * origin check refuses; `strict-origin` sends the origin alone.
 */
export const LINK_PAGE_REFERRER_POLICY = 'strict-origin';
