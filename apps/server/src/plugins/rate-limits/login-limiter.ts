import type { Clock } from '../../lib/clock';
import { FixedWindows } from '../../lib/fixed-windows';

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

/** A password check reserved by `LoginLimiter.reserve`: it counts as a failure until it `succeeded`. */
export interface LoginAttempt {
  succeeded: () => void;
}

export type Reservation =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts password checks per account and address, and per address. An attempt is reserved (counted)
 * before its password is checked, so that no number of parallel guesses gets more checks than the
 * limit; a right password gives its reservation back.
 */
export class LoginLimiter {
  private readonly windows: FixedWindows;

  constructor(
    private readonly limits: LoginLimits,
    clock: Clock,
  ) {
    this.windows = new FixedWindows(limits.windowMs, clock);
  }

  reserve(account: string, address: string): Reservation {
    const key = accountKey(account, address);
    const accountWindow = this.windows.current(key);
    const addressWindow = this.windows.current(addressKey(address));
    const busy = addressWindow.count >= this.limits.perAddress;
    const limit = busy ? this.limits.perAccountFromBusyAddress : this.limits.perAccountAndAddress;
    if (accountWindow.count >= limit) {
      return { allowed: false, retryAfterSeconds: this.windows.secondsLeft(accountWindow) };
    }
    accountWindow.count += 1;
    addressWindow.count += 1;
    return {
      allowed: true,
      attempt: {
        succeeded: () => {
          this.windows.forget(key);
          addressWindow.count -= 1;
        },
      },
    };
  }
}

const accountKey = (account: string, address: string): string =>
  `${account.trim().toLowerCase()}\u0000${address}`;
const addressKey = (address: string): string => `\u0000${address}`;
