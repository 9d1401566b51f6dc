import { and, desc, eq, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { endAllSessions } from '../../db/end-sessions';
import { rememberTokens, sessions, users } from '../../db/schema/accounts';
import { supplierMembers } from '../../db/schema/suppliers';
import type { Clock } from '../../lib/clock';
import type { SessionUser } from '../../lib/session-user';
import { hashToken, newToken } from '../../lib/tokens';
import {
  MAX_SESSIONS_PER_USER,
  REMEMBER_ME_GRACE_MS,
  REMEMBER_ME_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
} from './session-lifetimes';

export type RememberOutcome =
  { kind: 'valid'; userId: number; cookie: string | undefined } | { kind: 'stolen' } | { kind: 'invalid' };

const userColumns = { id: users.id, username: users.username, name: users.name, roles: users.roles };

/** Sessions and remember-me tokens in the database. Cookies carry tokens; the tables only their hashes. */
export class SessionStore {
  /**
   * The session of a token hash with its user, built once: every authenticated call runs it, and building a
   * query costs more than running this one.
   */
  private readonly sessionByTokenHash;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.sessionByTokenHash = db
      .select({
        user: userColumns,
        supplierId: supplierMembers.supplierId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(supplierMembers, eq(supplierMembers.userId, sessions.userId))
      // A deactivated person's sessions were ended; this keeps a call in flight at that moment out too.
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(users.deactivatedAt)))
      .prepare('session_by_token_hash');
  }

  /**
   * The user who may log in with this name: their user name, or their email address (unique, as invitations and
   * resets use it), the user name first where one person's email is another's user name. A deactivated person is
   * nobody.
   */
  async findLoginUser(name: string) {
    const login = name.trim().toLowerCase();
    const [row] = await this.db
      .select({ ...userColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(and(or(eq(users.username, login), eq(users.email, login)), isNull(users.deactivatedAt)))
      .orderBy(desc(eq(users.username, login)))
      .limit(1);
    return row;
  }

  /** Starts a session and answers its token, for the cookie; the user's oldest sessions beyond the cap end. */
  async createSession(userId: number): Promise<string> {
    const token = newToken();
    const tokenHash = hashToken(token);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({ tokenHash, userId, createdAt: now, lastSeenAt: now });
      const kept = tx
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, tokenHash)))
        .orderBy(desc(sessions.createdAt), desc(sessions.lastSeenAt))
        .limit(MAX_SESSIONS_PER_USER - 1);
      await tx
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            ne(sessions.tokenHash, tokenHash),
            notInArray(sessions.tokenHash, kept),
          ),
        );
    });
    return token;
  }

  /**
   * The user of a live session (with their supplier organisation, which every supplier call needs), touching
   * it; an idle or too old session is ended.
   */
  async resumeSession(token: string): Promise<SessionUser | undefined> {
    const tokenHash = hashToken(token);
    const [row] = await this.sessionByTokenHash.execute({ tokenHash });
    if (!row) return undefined;
    const now = this.clock().getTime();
    const idle = now - row.lastSeenAt.getTime() > SESSION_IDLE_MS;
    const tooOld = now - row.createdAt.getTime() > SESSION_ABSOLUTE_MS;
    if (idle || tooOld) {
      await this.endSession(token);
      return undefined;
    }
    if (now - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return { ...row.user, supplierId: row.supplierId };
  }

  async endSession(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /** Starts a remember-me series and answers its cookie value `series.secret`. */
  async createRememberToken(userId: number): Promise<string> {
    const series = newToken();
    const secret = newToken();
    const now = this.clock();
    await this.db.insert(rememberTokens).values({
      series,
      tokenHash: hashToken(secret),
      rotatedAt: now,
      userId,
      expiresAt: new Date(now.getTime() + REMEMBER_ME_MS),
    });
    return `${series}.${secret}`;
  }

  /**
   * Checks a remember-me cookie. The current secret is rotated (a new cookie is answered);
   * the previous one is accepted within the grace period without rotating again; any other
   * secret of a known series means the cookie was copied, and every session of the user ends.
   */
  async useRememberToken(cookie: string): Promise<RememberOutcome> {
    const [series, secret] = cookie.split('.');
    if (!series || !secret) return { kind: 'invalid' };
    const [row] = await this.db.select().from(rememberTokens).where(eq(rememberTokens.series, series));
    const now = this.clock();
    if (!row || row.expiresAt <= now) return { kind: 'invalid' };
    const secretHash = hashToken(secret);
    if (secretHash === row.tokenHash) {
      const next = newToken();
      const rotated = await this.db
        .update(rememberTokens)
        .set({ tokenHash: hashToken(next), previousTokenHash: secretHash, rotatedAt: now })
        .where(and(eq(rememberTokens.series, series), eq(rememberTokens.tokenHash, secretHash)))
        .returning({ series: rememberTokens.series });
      return rotated.length > 0
        ? { kind: 'valid', userId: row.userId, cookie: `${series}.${next}` }
        : { kind: 'valid', userId: row.userId, cookie: undefined };
    }
    const withinGrace = now.getTime() - row.rotatedAt.getTime() <= REMEMBER_ME_GRACE_MS;
    if (secretHash === row.previousTokenHash && withinGrace) {
      return { kind: 'valid', userId: row.userId, cookie: undefined };
    }
    await endAllSessions(this.db, row.userId);
    return { kind: 'stolen' };
  }

  async endRememberSeries(cookie: string): Promise<void> {
    const [series] = cookie.split('.');
    if (series) await this.db.delete(rememberTokens).where(eq(rememberTokens.series, series));
  }

  /** Deletes sessions and tokens that can no longer be used. */
  async purgeExpired(): Promise<void> {
    const now = this.clock().getTime();
    await this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
          lt(sessions.createdAt, new Date(now - SESSION_ABSOLUTE_MS)),
        ),
      );
    await this.db.delete(rememberTokens).where(lt(rememberTokens.expiresAt, new Date(now)));
  }
}
