import { HttpError } from './http-error';

type Reservation<Attempt> =
  { allowed: true; attempt: Attempt } | { allowed: false; retryAfterSeconds: number };

/** The reserved attempt, or 429 with Retry-After and `what` happened too often, in minutes to wait. */
export const allowedAttempt = <Attempt>(reservation: Reservation<Attempt>, what: string): Attempt => {
  if (reservation.allowed) return reservation.attempt;
  const seconds = reservation.retryAfterSeconds;
  throw new HttpError(429, `${what} Try again in ${Math.ceil(seconds / 60)} minutes.`, {
    'Retry-After': String(seconds),
  });
};
