/** Whether a database error (possibly wrapped by the ORM) carries a PostgreSQL error code. */
const hasCode = (error: unknown, code: string): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === code) return true;
  }
  return false;
};

/** Connection failures of the driver and PostgreSQL's connection and shutdown classes (08, 57P). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** The database could not be reached, or went away during the call: worth a retry shortly. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|57P)/.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
};

/** A unique constraint refused the row. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** `FOR UPDATE NOWAIT` found the row locked by another transaction. */
export const isLockNotAvailable = (error: unknown): boolean => hasCode(error, '55P03');
