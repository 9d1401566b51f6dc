/**
 * For an effect that starts asynchronous work: applies its result unless the effect was cleaned up meanwhile (its
 * inputs changed, or the component left), and logs a failure with what could not be done. Answers the cleanup.
 */
export const applyUnlessStale = <T>(
  work: Promise<T>,
  apply: (result: T) => void,
  failure: string,
): (() => void) => {
  let live = true;
  work
    .then((result) => {
      if (live) apply(result);
    })
    .catch((error: unknown) => {
      console.error(failure, error);
    });
  return () => {
    live = false;
  };
};
