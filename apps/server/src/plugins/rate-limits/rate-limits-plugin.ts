import fp from 'fastify-plugin';
import type { Clock } from '../../lib/clock';
import { LoginLimiter, type LoginLimits } from './login-limiter';
import { UploadLimiter, type UploadLimits } from './upload-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed logins per account and per address (spec §7's lockout, issue 12's busy addresses). */
    loginLimiter: LoginLimiter;
    /** Requests for a reset link per email address and per address, counted like failed logins. */
    passwordResetLimiter: LoginLimiter;
    /** Files a user may upload per minute, over every upload call. */
    uploadLimiter: UploadLimiter;
  }
}

export interface RateLimitsOptions {
  clock: Clock;
  loginLimits: LoginLimits;
  uploadLimits: UploadLimits;
}

/** The rate limits, counted in the database, so that every node of a deployment counts the same. */
export const rateLimitsPlugin = fp<RateLimitsOptions>(
  (app, { clock, loginLimits, uploadLimits }, done) => {
    app.decorate('loginLimiter', new LoginLimiter(loginLimits, app.db, 'login:', clock));
    app.decorate('passwordResetLimiter', new LoginLimiter(loginLimits, app.db, 'reset:', clock));
    app.decorate('uploadLimiter', new UploadLimiter(uploadLimits, app.db, clock));
    done();
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
