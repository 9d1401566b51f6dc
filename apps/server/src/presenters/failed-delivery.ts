import type { FailedDelivery } from '@vve/contract/calls/office-deliveries';

/** An outbox email as the presenter reads it. */
interface FailingEmail {
  recipient: string;
  subject: string;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
}

/** A change nobody heard of: its audit action and entity, and why. */
interface NotificationFailure {
  action: string;
  entityId: number;
  error: string;
  at: Date;
}

/** An email still in the outbox after a failure: it is tried again. */
export const presentFailingEmail = (email: FailingEmail): FailedDelivery => ({
  channel: 'email',
  recipient: email.recipient,
  about: email.subject,
  error: email.lastError ?? '',
  attempts: email.attempts,
  at: email.createdAt.toISOString(),
  retrying: true,
});

/** A job that failed after its retries: given up. */
export const presentFailedJob = (job: {
  channel: FailedDelivery['channel'];
  recipient: string;
  about: string | null;
  error: string;
  attempts: number;
  at: Date;
}): FailedDelivery => ({ ...job, at: job.at.toISOString(), retrying: false });

/** A change nobody could be told of: tried once, not again. */
export const presentNotificationFailure = (failure: NotificationFailure): FailedDelivery => ({
  channel: 'notification',
  recipient: '',
  about: `${failure.action} ${failure.entityId}`,
  error: failure.error,
  attempts: 1,
  at: failure.at.toISOString(),
  retrying: false,
});
