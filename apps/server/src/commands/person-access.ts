import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { endAllSessions } from '../db/end-sessions';
import { users } from '../db/schema/accounts';
import { refusal } from '../lib/http-error';
import { endPasswordLinks } from './password-links';

interface AccessChange {
  personId: number;
  userId: number;
  at: Date;
}

/** Deactivates a person: their sessions, remember-me tokens and password links end at once. */
export const deactivatePerson = (db: Database, change: AccessChange) =>
  db.transaction(async (tx) => {
    if (change.personId === change.userId) throw refusal('deactivateYourself');
    const [person] = await tx
      .update(users)
      .set({ deactivatedAt: change.at })
      .where(eq(users.id, change.personId))
      .returning({ id: users.id });
    if (!person) throw refusal('noSuchPerson');
    await endAllSessions(tx, person.id);
    await endPasswordLinks(tx, person.id, change.at);
    await recordAudit(tx, {
      userId: change.userId,
      action: 'person.deactivated',
      entityId: person.id,
      at: change.at,
    });
  });

/** Lets a deactivated person in again, with the password they had (or an invitation, if they had none). */
export const reactivatePerson = (db: Database, change: AccessChange) =>
  db.transaction(async (tx) => {
    const [person] = await tx
      .update(users)
      .set({ deactivatedAt: null })
      .where(eq(users.id, change.personId))
      .returning({ id: users.id });
    if (!person) throw refusal('noSuchPerson');
    await recordAudit(tx, {
      userId: change.userId,
      action: 'person.reactivated',
      entityId: person.id,
      at: change.at,
    });
  });
