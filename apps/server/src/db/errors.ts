/** Whether a database error (possibly wrapped by the ORM) is a unique-constraint violation. */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
};
