import type { FastifyReply } from 'fastify';

/**
 * The options of the server's cookies. Secure whenever the caller reached us over HTTPS (directly, or behind a
 * trusted proxy that says so), without anyone having to set COOKIE_SECURE. Cross-site clients (spec §1) need
 * SameSite=None, which browsers accept only on Secure cookies; the origin check is the CSRF defence either way.
 */
export const cookieOptionsFor = (cookieSecure: boolean) => (reply: FastifyReply) => ({
  path: '/',
  httpOnly: true,
  secure: cookieSecure || reply.request.protocol === 'https',
  sameSite: cookieSecure ? ('none' as const) : ('lax' as const),
});
