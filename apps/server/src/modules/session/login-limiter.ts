import type { Clock } from '../../lib/clock';

export interface LoginLimits {
  /** Failed logins allowed for one account from one address within the window. */
  perAccountAndAddress: number;
  /** Failed logins allowed from one address, over all accounts, within the window. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccountAndAddress: 10,
  perAddress: 100,
  windowMs: 15 * 60 * 1000,
};

interface Window {
  failures: number;
  endsAt: number;
}

/**
 * Counts failed logins per account and address, and per address, in fixed windows.
 * Kept in memory: one process serves the API (see docs/decisions.md).
 */
export class LoginLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limits: LoginLimits,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the caller may try again, or 0 when a login attempt is allowed now. */
  retryAfterSeconds(account: string, address: string): number {
    const now = this.clock().getTime();
    const blocked = [
      this.blockedUntil(accountKey(account, address), this.limits.perAccountAndAddress, now),
      this.blockedUntil(addressKey(address), this.limits.perAddress, now),
    ];
    const until = Math.max(...blocked);
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  recordFailure(account: string, address: string): void {
    const now = this.clock().getTime();
    this.sweep(now);
    for (const key of [accountKey(account, address), addressKey(address)]) {
      const current = this.live(key, now);
      if (current) current.failures += 1;
      else this.windows.set(key, { failures: 1, endsAt: now + this.limits.windowMs });
    }
  }

  recordSuccess(account: string, address: string): void {
    this.windows.delete(accountKey(account, address));
  }

  private blockedUntil(key: string, limit: number, now: number): number {
    const window = this.live(key, now);
    return window && window.failures >= limit ? window.endsAt : 0;
  }

  private live(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  }

  /** Forgets ended windows now and then, so the map stays small. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

const accountKey = (account: string, address: string): string => `${account.toLowerCase()}\u0000${address}`;
const addressKey = (address: string): string => `\u0000${address}`;
