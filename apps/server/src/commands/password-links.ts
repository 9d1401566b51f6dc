import { and, asc, count, eq, isNotNull, isNull, notExists } from 'drizzle-orm';
import { Language } from '@vve/contract/calls/office-people';
import { passwordLinkLifetimeMs, type PasswordLinkPurpose } from '@vve/contract/rules/password-links';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { endAllSessions } from '../db/end-sessions';
import { queueEmail } from '../db/outbox';
import { passwordTokens, users } from '../db/schema/accounts';
import { refusal } from '../lib/http-error';
import { passwordLinkEmail } from '../lib/mail/password-link-email';
import { hashToken, newToken } from '../lib/tokens';
import { PASSWORD_PAGE } from '../lib/link-pages';
import { pendingInvitation } from '../queries/office-people';

/** The page of the web app where a link's person chooses their password. */
export const passwordLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;

interface LinkRecipient {
  id: number;
  email: string;
  name: string;
  username: string;
  language: string;
}

/** Ends a person's unused links: a new link, a new password and a deactivation each do. */
export const endPasswordLinks = async (tx: Database, userId: number, at: Date): Promise<void> => {
  await tx
    .update(passwordTokens)
    .set({ usedAt: at })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
};

/**
 * Makes a one-time link for a person and puts its email in the outbox, in the caller's transaction. Only the
 * newest link of a person works: earlier unused ones end here.
 */
export const issuePasswordLink = async (
  tx: Database,
  link: { person: LinkRecipient; purpose: PasswordLinkPurpose; publicUrl: string; at: Date },
): Promise<void> => {
  const { person, purpose, at } = link;
  await endPasswordLinks(tx, person.id, at);
  const token = newToken();
  await tx.insert(passwordTokens).values({
    tokenHash: hashToken(token),
    userId: person.id,
    purpose,
    createdAt: at,
    expiresAt: new Date(at.getTime() + passwordLinkLifetimeMs(purpose)),
  });
  const email = passwordLinkEmail(
    { ...person, language: Language.parse(person.language) },
    purpose,
    passwordLinkUrl(link.publicUrl, token),
  );
  await queueEmail(tx, email, at);
};

const personColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  username: users.username,
  language: users.language,
  passwordHash: users.passwordHash,
  deactivatedAt: users.deactivatedAt,
};

/** An invitation from an administrator (`userId`): its link and email, and its audit row. */
const sendInvitation = async (
  tx: Database,
  person: LinkRecipient,
  invite: { userId: number; publicUrl: string; at: Date },
) => {
  await issuePasswordLink(tx, { person, purpose: 'invite', publicUrl: invite.publicUrl, at: invite.at });
  await recordAudit(tx, {
    userId: invite.userId,
    action: 'person.invited',
    entityId: person.id,
    at: invite.at,
  });
};

/** An administrator invites a person: 409 if they are deactivated, have no email, or already have a password. */
export const invitePerson = (
  db: Database,
  invite: { personId: number; userId: number; publicUrl: string; at: Date },
) =>
  db.transaction(async (tx) => {
    const [person] = await tx
      .select(personColumns)
      .from(users)
      .where(eq(users.id, invite.personId))
      .for('update');
    if (!person) throw refusal('noSuchPerson');
    if (person.deactivatedAt) throw refusal('personDeactivated');
    if (person.email === null) throw refusal('noEmailToInvite');
    if (person.passwordHash !== null) {
      throw refusal('passwordChosen');
    }
    await sendInvitation(tx, { ...person, email: person.email }, invite);
  });

/** Active people with an email address who never chose a password and have no invitation that still works. */
const notYetInvited = (db: Database, at: Date) =>
  and(
    isNull(users.deactivatedAt),
    isNotNull(users.email),
    isNull(users.passwordHash),
    notExists(pendingInvitation(db, at)),
  );

/**
 * An administrator invites everyone not yet invited (`notYetInvited`), the first `limit` by id, in one
 * transaction: a link, its email in the outbox and an audit row each. Answers how many were invited and how many
 * still wait (a person another administrator is inviting meanwhile is skipped, not waited for).
 */
export const inviteEveryone = (
  db: Database,
  invite: { userId: number; publicUrl: string; at: Date; limit: number },
) =>
  db.transaction(async (tx) => {
    const people = await tx
      .select(personColumns)
      .from(users)
      .where(notYetInvited(tx, invite.at))
      .orderBy(asc(users.id))
      .limit(invite.limit)
      .for('update', { skipLocked: true });
    for (const person of people) {
      if (person.email !== null) await sendInvitation(tx, { ...person, email: person.email }, invite);
    }
    const [waiting] = await tx.select({ n: count() }).from(users).where(notYetInvited(tx, invite.at));
    return { invited: people.length, left: waiting?.n ?? 0 };
  });

/**
 * Someone asked for a reset link for an email address: the active person with that address gets one; for
 * anyone else nothing happens, and the caller answers the same either way.
 */
export const requestPasswordReset = (db: Database, request: { email: string; publicUrl: string; at: Date }) =>
  db.transaction(async (tx) => {
    const [person] = await tx
      .select(personColumns)
      .from(users)
      .where(and(eq(users.email, request.email), isNull(users.deactivatedAt)))
      .for('update');
    if (!person?.email) return false;
    await issuePasswordLink(tx, {
      person: { ...person, email: person.email },
      purpose: 'reset',
      publicUrl: request.publicUrl,
      at: request.at,
    });
    await recordAudit(tx, {
      userId: person.id,
      action: 'person.password-reset-requested',
      entityId: person.id,
      at: request.at,
    });
    return true;
  });

/** The person of a link that still works (unused, not expired, person active), or 404 (linkNotValid). */
export const findLinkPerson = async (db: Database, token: string, at: Date, lock = false) => {
  const query = db
    .select({ ...personColumns, purpose: passwordTokens.purpose, expiresAt: passwordTokens.expiresAt })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(and(eq(passwordTokens.tokenHash, hashToken(token)), isNull(passwordTokens.usedAt)));
  const [row] = lock ? await query.for('update', { of: passwordTokens }) : await query;
  if (!row || row.expiresAt <= at || row.deactivatedAt) throw refusal('linkNotValid');
  return row;
};

/**
 * Sets the password of a link's person and uses the link up, all or nothing; every session of the person
 * ends (the caller starts a new one). Answers the person's id. The password comes hashed: hashing takes
 * longer than a transaction should hold a lock.
 */
export const choosePassword = (db: Database, choice: { token: string; passwordHash: string; at: Date }) =>
  db.transaction(async (tx) => {
    const person = await findLinkPerson(tx, choice.token, choice.at, true);
    await endPasswordLinks(tx, person.id, choice.at);
    await tx.update(users).set({ passwordHash: choice.passwordHash }).where(eq(users.id, person.id));
    await endAllSessions(tx, person.id);
    await recordAudit(tx, {
      userId: person.id,
      action: 'person.password-set',
      entityId: person.id,
      at: choice.at,
      details: { purpose: person.purpose },
    });
    return person.id;
  });

/** A logged-in person's new password (their current one was checked); every session and link of theirs ends. */
export const changePassword = (db: Database, change: { userId: number; passwordHash: string; at: Date }) =>
  db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: change.passwordHash }).where(eq(users.id, change.userId));
    await endAllSessions(tx, change.userId);
    await endPasswordLinks(tx, change.userId, change.at);
    await recordAudit(tx, {
      userId: change.userId,
      action: 'person.password-changed',
      entityId: change.userId,
      at: change.at,
    });
  });
