import type { Clock } from './clock';

/** A count that starts at 0 and ends with its window. */
export interface Window {
  count: number;
  endsAt: number;
}

/**
 * Counters in fixed windows of `windowMs`, one per key, kept in this process's memory (see
 * docs/decisions.md): the login limiter's and the upload limiter's.
 */
export class FixedWindows {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** The key's window, a new one if it had none or it ended. */
  current(key: string): Window {
    const now = this.clock().getTime();
    this.sweep(now);
    const window = this.windows.get(key);
    if (window && window.endsAt > now) return window;
    const fresh = { count: 0, endsAt: now + this.windowMs };
    this.windows.set(key, fresh);
    return fresh;
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  /** Whole seconds until a window ends, at least 1: the Retry-After of a refusal. */
  secondsLeft(window: Window): number {
    return Math.max(1, Math.ceil((window.endsAt - this.clock().getTime()) / 1000));
  }

  /** Forgets ended windows now and then, so the map stays small. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}
