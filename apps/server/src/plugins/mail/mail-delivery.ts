import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { outboxEmails } from '../../db/schema/mail';
import type { Clock } from '../../lib/clock';
import type { MailTransport } from '../../lib/mail/smtp-transport';
import { Rounds } from '../../lib/rounds';
import { cutText } from '@vve/contract/rules/cut-text';

/** How many emails one round claims. */
const BATCH = 20;
/** A claimed email that was neither sent nor failed by then (its node died) is tried again. */
const LEASE_MS = 5 * 60 * 1000;
/** Waits between tries: 30 s, doubling, at most an hour; an email is never given up. */
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/**
 * Delivers the outbox: each round claims the due emails (skipping those another node holds), then sends them
 * one by one outside any transaction. Without a transport (no SMTP configured), an email is written to the
 * log instead, links and all, so that the embedded default can follow an invitation. Rounds never overlap.
 */
export class MailDelivery {
  private readonly rounds = new Rounds(
    () => this.round(),
    (error) => {
      this.log.warn({ err: error }, 'could not deliver the outbox; it is tried again later');
    },
  );

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly transport: MailTransport | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a round soon, without waiting for it (a call that queued an email never waits for delivery). */
  kick(): void {
    this.rounds.kick();
  }

  /** Runs rounds until nothing was due at the start of the last one; resolves when done. */
  deliverDue(): Promise<void> {
    return this.rounds.run();
  }

  /** Waits for a round in progress, then closes the transport. */
  async close(): Promise<void> {
    await this.rounds.settled();
    this.transport?.close();
  }

  /** Sends the due emails of one batch; true when the batch was full (more may be due). */
  private async round(): Promise<boolean> {
    const claimed = await this.claimDue();
    for (const email of claimed) await this.deliver(email);
    return claimed.length === BATCH;
  }

  private async claimDue() {
    const now = this.clock();
    const due = this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(lte(outboxEmails.nextAttemptAt, now))
      .orderBy(outboxEmails.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(outboxEmails)
      .set({
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  private async deliver(email: typeof outboxEmails.$inferSelect): Promise<void> {
    const message = {
      to: email.recipient,
      subject: email.subject,
      text: email.textBody,
      html: email.htmlBody,
      ...(email.headers === null ? {} : { headers: email.headers }),
      ...(email.attachments === null ? {} : { attachments: email.attachments }),
    };
    if (!this.transport) {
      this.log.info(
        { to: message.to, subject: message.subject },
        `Email kept in the outbox (no SMTP_URL set):\n${message.text}`,
      );
      await this.db
        .update(outboxEmails)
        .set({ nextAttemptAt: null, loggedAt: this.clock() })
        .where(eq(outboxEmails.id, email.id));
      return;
    }
    try {
      await this.transport.send(message);
      await this.db
        .update(outboxEmails)
        .set({ nextAttemptAt: null, sentAt: this.clock(), lastError: null })
        .where(eq(outboxEmails.id, email.id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ emailId: email.id, attempts: email.attempts, reason }, 'an email could not be sent');
      await this.db
        .update(outboxEmails)
        .set({
          nextAttemptAt: new Date(this.clock().getTime() + retryDelayMs(email.attempts)),
          lastError: cutText(reason, 1000),
        })
        .where(eq(outboxEmails.id, email.id));
    }
  }
}
