import type { Clock } from '../../lib/clock';

export interface LoginLimits {
  /** Password checks allowed for one account from one address within the window, failures kept. */
  perAccountAndAddress: number;
  /** Failed logins from one address, over all accounts, after which the address is busy. */
  perAddress: number;
  /**
   * Password checks allowed for one account from a busy address within the window: lower than
   * `perAccountAndAddress`, but never none, so that a user behind the same address (an office's or a
   * complex's NAT) still gets in with the right password.
   */
  perAccountFromBusyAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccountAndAddress: 10,
  perAddress: 100,
  perAccountFromBusyAddress: 3,
  windowMs: 15 * 60 * 1000,
};

interface Window {
  attempts: number;
  endsAt: number;
}

/** A password check reserved by `LoginLimiter.reserve`: it counts as a failure until it `succeeded`. */
export interface LoginAttempt {
  succeeded: () => void;
}

export type Reservation =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts password checks per account and address, and per address, in fixed windows. An attempt is
 * reserved (counted) before its password is checked, so that no number of parallel guesses gets
 * more checks than the limit; a right password gives its reservation back.
 * Kept in memory: one process serves the API (see docs/decisions.md).
 */
export class LoginLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly clock: Clock,
  ) {}

  reserve(account: string, address: string): Reservation {
    const now = this.clock().getTime();
    this.sweep(now);
    const accountWindow = this.live(accountKey(account, address), now);
    const addressWindow = this.live(addressKey(address), now);
    const busy = addressWindow.attempts >= this.limits.perAddress;
    const limit = busy ? this.limits.perAccountFromBusyAddress : this.limits.perAccountAndAddress;
    if (accountWindow.attempts >= limit) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((accountWindow.endsAt - now) / 1000)),
      };
    }
    accountWindow.attempts += 1;
    addressWindow.attempts += 1;
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          this.windows.delete(accountKey(account, address));
          addressWindow.attempts -= 1;
        },
      },
    };
  }

  /** The key's window, a new one if it had none or it ended. */
  private live(key: string, now: number): Window {
    const current = this.windows.get(key);
    if (current && current.endsAt > now) return current;
    const fresh = { attempts: 0, endsAt: now + this.limits.windowMs };
    this.windows.set(key, fresh);
    return fresh;
  }

  /** Forgets ended windows now and then, so the map stays small. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

const accountKey = (account: string, address: string): string =>
  `${account.trim().toLowerCase()}\u0000${address}`;
const addressKey = (address: string): string => `\u0000${address}`;
