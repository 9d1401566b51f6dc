import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/database';
import { refusal } from '../../lib/http-error';
import { RateWindows } from './rate-windows';

export interface UploadLimits {
  /** Files (photos, videos) one user may send within the window, refused ones included. */
  filesPerUser: number;
  windowMs: number;
}

/** 30 files a minute: an inspector photographs far slower, a queue that syncs waits its Retry-After. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { filesPerUser: 30, windowMs: 60 * 1000 };

/**
 * Counts the files each user sends (in the database, over every node), so that no one user keeps the image work
 * busy.
 */
export class UploadLimiter {
  private readonly windows: RateWindows;

  constructor(
    private readonly limits: UploadLimits,
    db: Database,
    clock: Clock,
  ) {
    this.windows = new RateWindows(db, 'upload:', limits.windowMs, clock);
  }

  /** Counts one more file of the user's, or throws 429 with Retry-After when the user sent enough. */
  async count(userId: number): Promise<void> {
    const taken = await this.windows.take(String(userId), this.limits.filesPerUser);
    if (!taken.taken) {
      const seconds = taken.secondsLeft;
      throw refusal('tooManyUploads', { files: this.limits.filesPerUser, seconds }).withHeaders({
        'retry-after': String(seconds),
      });
    }
  }
}
