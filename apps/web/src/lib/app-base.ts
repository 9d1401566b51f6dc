/** The path the API host serves the app under; the service worker's scope. */
export const APP_BASE = '/app/';
