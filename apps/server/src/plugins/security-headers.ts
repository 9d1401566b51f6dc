import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** CSP, nosniff, frame-ancestors, referrer policy and the other headers helmet sets. */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
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
  },
  { name: 'security-headers' },
);
