/**
 * A value loaded on first use and kept; a failed load is not kept, so that the next use tries again (the
 * database may be back by then).
 */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
};
