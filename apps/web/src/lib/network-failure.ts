/** Whether a call failed without an answer (offline, or the host unreachable): fetch rejects with a TypeError. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;
