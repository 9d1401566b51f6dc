/** What the queue's engine offers once it has loaded (after the first screen). */
export interface SyncEngine {
  /** Sends the waiting changes; resolves when that run has ended. */
  run: () => Promise<void>;
  /** Reads the person's changes from the device again, after one was added or removed. */
  refresh: () => Promise<void>;
}

let attach: (engine: SyncEngine) => void = () => undefined;
let engine = new Promise<SyncEngine>((resolve) => {
  attach = resolve;
});

/**
 * The one way to the queue's engine from the first load: features that queue a change ask for a run here, and
 * wait for the engine to load when it has not yet.
 */
export const syncControl = {
  attach: (started: SyncEngine): void => {
    attach(started);
    engine = Promise.resolve(started);
  },
  /** Forgets the engine (its person logged out): asks wait for the next one. */
  detach: (): void => {
    engine = new Promise((resolve) => {
      attach = resolve;
    });
  },
  syncNow: async (): Promise<void> => (await engine).run(),
  refresh: async (): Promise<void> => (await engine).refresh(),
};
