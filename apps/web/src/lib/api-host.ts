/** The origin every call goes to (spec §7): VITE_API_HOST, else the page's own origin. */
export const apiHost = (import.meta.env.VITE_API_HOST ?? window.location.origin).replace(/\/+$/, '');

/** The host name shown under the login title, e.g. `vve.example.nl` or `localhost:3000`. */
export const apiHostName = new URL(apiHost).host;
