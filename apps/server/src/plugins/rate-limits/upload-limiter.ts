import type { Clock } from '../../lib/clock';
import { FixedWindows } from '../../lib/fixed-windows';
import { HttpError } from '../../lib/http-error';

export interface UploadLimits {
  /** Files (photos, videos) one user may send within the window, refused ones included. */
  filesPerUser: number;
  windowMs: number;
}

/** 30 files a minute: an inspector photographs far slower, a queue that syncs waits its Retry-After. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { filesPerUser: 30, windowMs: 60 * 1000 };

/** Counts the files each user sends, so that no one user keeps the image work of a process busy. */
export class UploadLimiter {
  private readonly windows: FixedWindows;

  constructor(
    private readonly limits: UploadLimits,
    clock: Clock,
  ) {
    this.windows = new FixedWindows(limits.windowMs, clock);
  }

  /** Counts one more file of the user's, or throws 429 with Retry-After when the user sent enough. */
  count(userId: number): void {
    const window = this.windows.current(String(userId));
    if (window.count >= this.limits.filesPerUser) {
      const seconds = this.windows.secondsLeft(window);
      throw new HttpError(
        429,
        `You sent more than ${this.limits.filesPerUser} files within a minute. Try again in ${seconds} seconds.`,
        { 'retry-after': String(seconds) },
      );
    }
    window.count += 1;
  }
}
