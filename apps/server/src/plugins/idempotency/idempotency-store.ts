import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { idempotencyKeys } from '../../db/schema/idempotency';
import type { Clock } from '../../lib/clock';

export interface IdempotencyTiming {
  /** A key is forgotten this long after its first use. */
  keepMs: number;
  /** A key pending this long belongs to a call that never finished (a process that died): it is taken over. */
  staleMs: number;
  /** How long a repeated key waits for its first call to finish before it answers 409. */
  waitMs: number;
  /** How often it looks while it waits. */
  pollMs: number;
}

export const DEFAULT_IDEMPOTENCY_TIMING: IdempotencyTiming = {
  keepMs: 24 * 60 * 60 * 1000,
  staleMs: 5 * 60 * 1000,
  waitMs: 5000,
  pollMs: 50,
};

/** A user's key and the request it came with. */
export interface KeyUse {
  userId: number;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

export type HeldKey = Pick<KeyUse, 'userId' | 'key'>;

/** What a key's use comes to: run the call, answer the stored answer, or refuse. */
export type KeyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; statusCode: number; body: string }
  | { kind: 'other-request' }
  | { kind: 'pending' };

const ofKey = ({ userId, key }: HeldKey) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/**
 * Idempotency keys in the database. Every statement runs on its own, outside any transaction, so that
 * waiting for a pending key never holds the embedded database's one connection from the call it waits for.
 */
export class IdempotencyStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly timing: IdempotencyTiming,
  ) {}

  /**
   * Takes the key for this request, or answers what became of its first use; a key still pending is waited
   * for up to `waitMs`. The user's keys older than `keepMs` are deleted first.
   */
  async claim(use: KeyUse): Promise<KeyClaim> {
    const expired = new Date(this.clock().getTime() - this.timing.keepMs);
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, use.userId), lt(idempotencyKeys.createdAt, expired)));
    const deadline = performance.now() + this.timing.waitMs;
    for (;;) {
      const claim = await this.tryClaim(use);
      if (claim.kind !== 'pending' || performance.now() >= deadline) return claim;
      await sleep(this.timing.pollMs);
    }
  }

  /** Stores the answer of the call that holds the key. */
  async keep(held: HeldKey, statusCode: number, body: string): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ statusCode, responseBody: body })
      .where(and(ofKey(held), isNull(idempotencyKeys.statusCode)));
  }

  /** Gives the key up without an answer, so that the next use of it runs the call again. */
  async release(held: HeldKey): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(ofKey(held), isNull(idempotencyKeys.statusCode)));
  }

  private async tryClaim(use: KeyUse): Promise<KeyClaim> {
    const now = this.clock();
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ ...use, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };
    const [first] = await this.db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        statusCode: idempotencyKeys.statusCode,
        responseBody: idempotencyKeys.responseBody,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(ofKey(use));
    // Released between the two statements: the next attempt inserts it.
    if (!first) return { kind: 'pending' };
    if (first.fingerprint !== use.fingerprint) return { kind: 'other-request' };
    if (first.statusCode !== null) {
      return { kind: 'replay', statusCode: first.statusCode, body: first.responseBody ?? '' };
    }
    if (now.getTime() - first.createdAt.getTime() < this.timing.staleMs) return { kind: 'pending' };
    // Of only one of several callers that find it stale at once: the update matches the time it read.
    const takenOver = await this.db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(ofKey(use), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, first.createdAt)),
      )
      .returning({ key: idempotencyKeys.key });
    return takenOver.length > 0 ? { kind: 'claimed' } : { kind: 'pending' };
  }
}
