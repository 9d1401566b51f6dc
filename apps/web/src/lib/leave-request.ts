/** Asks the user whether to leave; `leave` goes on when they say yes. */
export type Ask = (leave: () => void) => void;

/** A screen's guard against leaving it (see `use-leave-guard.ts`). */
export interface LeaveGuard {
  ask: Ask;
  /** Sees every step through the browser's history first; it may stop the step before the router sees it. */
  onPopState: (event: PopStateEvent) => void;
}

let guard: LeaveGuard | undefined;

// Added when the app's code loads, before the router adds its own: a guard sees each step first.
window.addEventListener('popstate', (event) => guard?.onPopState(event));

/** Goes on with a way out of the screen (the header's Back), after asking when the screen guards leaving. */
export const requestLeave = (go: () => void): void => {
  if (guard) guard.ask(go);
  else go();
};

/** Guards leaving with `next` until the answer is called. */
export const guardLeaving = (next: LeaveGuard): (() => void) => {
  guard = next;
  return () => {
    if (guard === next) guard = undefined;
  };
};
