import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rateWindows } from '../../db/schema/rate-windows';
import type { Clock } from '../../lib/clock';

/** The answer to taking one more: counted, or refused with the whole seconds (at least 1) until the window ends. */
export type Taken = { taken: true } | { taken: false; secondsLeft: number };

/** A limit no count reaches: the column's largest integer. */
const NO_LIMIT = 2_147_483_647;

/**
 * Counters in fixed windows of `windowMs`, one per key under a prefix of the limiter's, in the database
 * (`rate_windows`), so that every node of a deployment counts the same; the embedded database keeps them the same
 * way. A count is taken in one statement that also checks the limit, so that parallel calls on any number of nodes
 * never get past it. Ended windows are deleted at most once a window by each process.
 */
export class RateWindows {
  private sweptAt = 0;

  constructor(
    private readonly db: Database,
    private readonly prefix: string,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** The count of a key's window: 0 when it has none or it ended. */
  async count(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: rateWindows.count })
      .from(rateWindows)
      .where(and(eq(rateWindows.key, this.prefix + key), gt(rateWindows.endsAt, this.clock())));
    return row?.count ?? 0;
  }

  /**
   * Counts one more in the key's window (a new one if it had none or it ended), unless it holds `limit`; a limit
   * beyond the column's integers (a test's "no limit") is none.
   */
  async take(key: string, limit = NO_LIMIT): Promise<Taken> {
    const now = this.clock();
    await this.sweep(now);
    const ended = sql`${rateWindows.endsAt} <= ${now.toISOString()}::timestamptz`;
    const endsAt = new Date(now.getTime() + this.windowMs);
    const taken = await this.db
      .insert(rateWindows)
      .values({ key: this.prefix + key, count: 1, endsAt })
      .onConflictDoUpdate({
        target: rateWindows.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateWindows.count} + 1 end`,
          endsAt: sql`case when ${ended} then ${endsAt.toISOString()}::timestamptz else ${rateWindows.endsAt} end`,
        },
        setWhere: sql`${ended} or ${rateWindows.count} < ${Math.min(limit, NO_LIMIT)}`,
      })
      .returning({ count: rateWindows.count });
    if (taken.length > 0) return { taken: true };
    const [window] = await this.db
      .select({ endsAt: rateWindows.endsAt })
      .from(rateWindows)
      .where(eq(rateWindows.key, this.prefix + key));
    const msLeft = (window?.endsAt.getTime() ?? now.getTime()) - now.getTime();
    return { taken: false, secondsLeft: Math.max(1, Math.ceil(msLeft / 1000)) };
  }

  /** Gives one back to the key's window (a reservation that turned out right). */
  async giveBack(key: string): Promise<void> {
    await this.db
      .update(rateWindows)
      .set({ count: sql`greatest(${rateWindows.count} - 1, 0)` })
      .where(eq(rateWindows.key, this.prefix + key));
  }

  /** Forgets the key's window: it starts again at 0. */
  async forget(key: string): Promise<void> {
    await this.db.delete(rateWindows).where(eq(rateWindows.key, this.prefix + key));
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.sweptAt < this.windowMs) return;
    this.sweptAt = now.getTime();
    await this.db.delete(rateWindows).where(lte(rateWindows.endsAt, now));
  }
}
