/** Whether a database error (possibly wrapped by the ORM) carries a PostgreSQL error code. */
const hasCode = (error: unknown, code: string): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === code) return true;
  }
  return false;
};

/** A unique constraint refused the row. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, '23505');

/** `FOR UPDATE NOWAIT` found the row locked by another transaction. */
export const isLockNotAvailable = (error: unknown): boolean => hasCode(error, '55P03');
