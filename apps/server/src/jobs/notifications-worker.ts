import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { NotificationChannels, NotificationKind } from '@vve/contract/rules/notification-kinds';
import { claimNotificationEvents, type ClaimedEvent } from '../commands/claim-notification-events';
import { recordNotificationFailure } from '../commands/record-notification-failure';
import {
  recordNotifications,
  type NotificationToRecord,
  type RecordedNotification,
} from '../commands/record-notifications';
import type { Clock } from '../lib/clock';
import { Rounds } from '../lib/rounds';
import { findAudience, type Audience } from '../queries/notification-audiences';
import { findChannels } from '../queries/notification-settings';
import { findEventSubject, type EventSubject } from '../queries/notification-subjects';
import { findLastDigests, findPushSubscribers } from '../queries/notifications';
import { tidingsOf } from './notification-rules';

export const NOTIFICATION_EMAIL_JOB = 'notification-email';
export const NOTIFICATION_PUSH_JOB = 'notification-push';

/**
 * How many changes one round turns into notifications, in one transaction: few, so that calls in between wait
 * little (the embedded database runs one transaction at a time).
 */
const BATCH = 10;

type Database = FastifyInstance['db'];

type Lookup<Args extends unknown[], T> = (key: string, ...args: Args) => Promise<T>;

/** A lookup that looks once per key: `memo(look)(key, ...args)`; a failed look is tried again next time. */
const memo = <Args extends unknown[], T>(look: (...args: Args) => Promise<T>): Lookup<Args, T> => {
  const answers = new Map<string, Promise<T>>();
  return (key, ...args) => {
    let answer = answers.get(key);
    if (!answer) {
      answer = look(...args);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  };
};
type JobQueue = FastifyInstance['jobs'];
type Job = Parameters<JobQueue['queueIn']>[1][number];

/**
 * Turns the changes commands recorded (notification_events) into notifications: each round takes a batch
 * (skipping those another node holds) and, in one transaction, applies the rule table, leaves out the actor,
 * stores each person's notification by their settings and queues its email digest and push jobs. A
 * person's first email goes out at once; what follows within the digest window waits for the window's end
 * and goes out as one email.
 */
export class NotificationsWorker {
  private readonly rounds: Rounds;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly digestWindowMs: number,
  ) {
    this.rounds = new Rounds(
      () => this.round(),
      (error) => {
        log.warn({ err: error }, 'could not turn changes into notifications; they are tried again later');
      },
    );
  }

  kick(): void {
    this.rounds.kick();
  }

  /** Runs rounds until no change is left; resolves when done. */
  run(): Promise<void> {
    return this.rounds.run();
  }

  settled(): Promise<void> {
    return this.rounds.settled();
  }

  private async round(): Promise<boolean> {
    const { claimed, jobs } = await this.db.transaction(async (tx) => {
      const events = await claimNotificationEvents(tx, BATCH);
      // Within a round, an audience and its settings of a kind are looked up once.
      const audiences = memo((audience: Audience) => findAudience(tx, audience));
      const settings = memo((people: number[], kind: NotificationKind) => findChannels(tx, people, kind));
      const now = this.clock();
      const recorded: RecordedNotification[] = [];
      for (const event of events) {
        try {
          // Each change in a savepoint of its own: one that cannot be told is rolled back alone and recorded as
          // failed, and never holds up the changes after it.
          const told = await tx.transaction(async (change) => {
            const subject = await findEventSubject(change, event);
            if (!subject) return [];
            return recordNotifications(
              change,
              await this.notificationsOf(event, subject, audiences, settings),
              now,
            );
          });
          recorded.push(...told);
        } catch (error) {
          await recordNotificationFailure(tx, event.auditEventId, error, now);
          this.log.error(
            {
              alert: 'notification-failed',
              auditEventId: event.auditEventId,
              action: event.action,
              err: error,
            },
            'a change could not be turned into notifications; it is listed under Deliveries',
          );
        }
      }
      const deliveries = await this.deliveries(tx, recorded, now);
      await this.queue.queueIn(tx, deliveries);
      return { claimed: events.length, jobs: deliveries };
    });
    for (const name of new Set(jobs.map((job) => job.name))) this.queue.wake(name);
    return claimed === BATCH;
  }

  /**
   * Who hears of one change and how, by the rule table and their settings; never the one who made it, and each
   * person once: by the first of the change's notifications that reaches them.
   */
  private async notificationsOf(
    event: ClaimedEvent,
    subject: EventSubject,
    audiences: Lookup<[Audience], number[]>,
    settings: Lookup<[number[], NotificationKind], Map<number, NotificationChannels>>,
  ): Promise<NotificationToRecord[]> {
    const items: NotificationToRecord[] = [];
    const told = new Set<number | null>([event.actorId]);
    for (const { audience, kind, facts, path } of tidingsOf(subject)) {
      const key = JSON.stringify(audience);
      const everyone = await audiences(key, audience);
      const channels = await settings(`${key} ${kind}`, everyone, kind);
      for (const userId of everyone) {
        const chosen = channels.get(userId);
        if (chosen && !told.has(userId)) {
          told.add(userId);
          items.push({ userId, kind, facts, path, channels: chosen });
        }
      }
    }
    return items;
  }

  /** One digest job per person to mail (at once, or at the end of their window), one push job per notification. */
  private async deliveries(
    tx: Database,
    recorded: readonly RecordedNotification[],
    now: Date,
  ): Promise<Job[]> {
    const mailed = [...new Set(recorded.filter((item) => item.email).map((item) => item.userId))];
    const lastDigests = await findLastDigests(tx, mailed);
    const pushed = recorded.filter((item) => item.push);
    const subscribers = await findPushSubscribers(tx, [...new Set(pushed.map((item) => item.userId))]);
    return [
      ...mailed.map((userId) => {
        const last = lastDigests.get(userId);
        const waitMs = last ? last.getTime() + this.digestWindowMs - now.getTime() : 0;
        return {
          name: NOTIFICATION_EMAIL_JOB,
          data: { userId },
          afterSeconds: Math.max(0, waitMs / 1000),
          key: `person-${userId}`,
        };
      }),
      ...pushed
        .filter((item) => subscribers.has(item.userId))
        .map((item) => ({ name: NOTIFICATION_PUSH_JOB, data: { notificationId: item.id } })),
    ];
  }
}
