import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { PersonFields } from '@vve/contract/calls/office-people';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema/accounts';
import { refusal } from '../lib/http-error';

/** The fields as the contract parsed them (email trimmed and lower-case, a blank phone null). */
type Person = Omit<PersonFields, 'email'> & { email: string };

/** Administrator is given; the other roles follow from relations and are kept as they are. */
const withAdministrator = (roles: readonly string[], administrator: boolean): string[] => [
  ...roles.filter((role) => role !== 'administrator'),
  ...(administrator ? ['administrator'] : []),
];

/**
 * Refuses an email address (or the user name it becomes) that another person has: checked first for the
 * answer, and by the unique indexes for two saves at once.
 */
const assertEmailFree = async (db: Database, email: string, exceptId: number | null) => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(eq(users.email, email), eq(users.username, email)),
        exceptId === null ? sql`true` : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw refusal('emailTaken');
};

const uniqueEmail = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('emailTaken');
    throw error;
  }
};

/**
 * The stored row of a new person who can be invited: their user name is their email address (what they log
 * in with), and they have no password until they choose one. The roles that follow from relations come with
 * those (syncRoles).
 */
export const newPersonRow = (person: Person, at: Date): typeof users.$inferInsert => ({
  username: person.email,
  email: person.email,
  name: person.name,
  language: person.language,
  phone: person.phone ?? null,
  roles: withAdministrator([], person.administrator),
  passwordHash: null,
  createdAt: at,
});

/** Creates a person who can be invited (see newPersonRow). Answers the new id. */
export const createPerson = (db: Database, person: Person & { userId: number; at: Date }) =>
  uniqueEmail(() =>
    db.transaction(async (tx) => {
      await assertEmailFree(tx, person.email, null);
      const [created] = await tx
        .insert(users)
        .values(newPersonRow(person, person.at))
        .returning({ id: users.id });
      if (!created) throw new Error('person not stored');
      await recordAudit(tx, {
        userId: person.userId,
        action: 'person.created',
        entityId: created.id,
        at: person.at,
        details: { administrator: person.administrator },
      });
      return created.id;
    }),
  );

/**
 * Changes a person's name, email, language, phone and administrator role. A person who logged in with their old
 * email address logs in with the new one; a demo user name that is no email address stays. Their consent to
 * show their phone to suppliers is theirs: it stays, unless no phone is left to show. An administrator
 * cannot take their own administrator role (nobody would be left to give it back).
 */
export const updatePerson = (db: Database, person: Person & { id: number; userId: number; at: Date }) =>
  uniqueEmail(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ username: users.username, email: users.email, roles: users.roles })
        .from(users)
        .where(eq(users.id, person.id))
        .for('update');
      if (!current) throw refusal('noSuchPerson');
      if (person.id === person.userId && !person.administrator) {
        throw refusal('ownAdministratorRole');
      }
      await assertEmailFree(tx, person.email, person.id);
      const loggedInWithEmail = current.email !== null && current.username === current.email;
      await tx
        .update(users)
        .set({
          name: person.name,
          email: person.email,
          language: person.language,
          phone: person.phone ?? null,
          ...(person.phone ? {} : { phoneForSuppliers: false }),
          roles: withAdministrator(current.roles, person.administrator),
          ...(loggedInWithEmail ? { username: person.email } : {}),
        })
        .where(eq(users.id, person.id));
      await recordAudit(tx, {
        userId: person.userId,
        action: 'person.updated',
        entityId: person.id,
        at: person.at,
        details: { administrator: person.administrator, emailChanged: current.email !== person.email },
      });
    }),
  );
