import { HttpError } from './http-error';

type Reservation<Attempt> =
  { allowed: true; attempt: Attempt } | { allowed: false; retryAfterSeconds: number };

/** The refusals of attempts made too often: each says what, and in how many minutes to try again. */
type TooManyAttempts = 'tooManyLogins' | 'tooManyWrongPasswords' | 'tooManyPasswordRequests';

/** The reserved attempt, or 429 with Retry-After: the refusal `tooMany`, in minutes to wait. */
export const allowedAttempt = <Attempt>(
  reservation: Reservation<Attempt>,
  tooMany: TooManyAttempts,
): Attempt => {
  if (reservation.allowed) return reservation.attempt;
  const seconds = reservation.retryAfterSeconds;
  throw new HttpError(tooMany, { minutes: Math.ceil(seconds / 60) }).withHeaders({
    'Retry-After': String(seconds),
  });
};
