import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/database';
import { RateWindows } from './rate-windows';

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
  succeeded: () => Promise<void>;
}

export type Reservation =
  { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts password checks per account and address, and per address, in the database (shared by every node). An
 * attempt is reserved (counted) before its password is checked, in one statement that checks the limit too, so
 * that no number of parallel guesses gets more checks than the limit; a right password gives its reservation back.
 */
export class LoginLimiter {
  private readonly windows: RateWindows;

  constructor(
    private readonly limits: LoginLimits,
    db: Database,
    prefix: string,
    clock: Clock,
  ) {
    this.windows = new RateWindows(db, prefix, limits.windowMs, clock);
  }

  async reserve(account: string, address: string): Promise<Reservation> {
    const key = accountKey(account, address);
    const busy = (await this.windows.count(addressKey(address))) >= this.limits.perAddress;
    const limit = busy ? this.limits.perAccountFromBusyAddress : this.limits.perAccountAndAddress;
    const taken = await this.windows.take(key, limit);
    if (!taken.taken) return { allowed: false, retryAfterSeconds: taken.secondsLeft };
    await this.windows.take(addressKey(address));
    return {
      allowed: true,
      attempt: {
        succeeded: async () => {
          await this.windows.forget(key);
          await this.windows.giveBack(addressKey(address));
        },
      },
    };
  }
}

const accountKey = (account: string, address: string): string => `${account.trim().toLowerCase()} ${address}`;
const addressKey = (address: string): string => `address ${address}`;
