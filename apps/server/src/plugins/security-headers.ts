import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * CSP, nosniff, frame-ancestors, referrer policy and the other headers helmet sets. Its middleware is made once;
 * `@fastify/helmet` made it anew for every request, parsing the policy each time (issue 18's profile).
 */
export const securityHeadersPlugin = fp(
  (app, _options, done) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // Keeps file links (which carry access codes) from leaking to other origins.
      referrerPolicy: { policy: 'same-origin' },
      // Images and files may be shown by the allowed cross-origin clients of spec §1.
      crossOriginResourcePolicy: { policy: 'same-site' },
      frameguard: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, next) => {
      setHeaders(request.raw, reply.raw, () => {
        next();
      });
    });
    done();
  },
  { name: 'security-headers' },
);
