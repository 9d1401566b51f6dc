import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { Language, type OfficePeopleQuery } from '@vve/contract/calls/office-people';
import { FALLBACK_LANGUAGE } from '@vve/contract/constants';
import type { Database } from '../db/database';
import { amongFirstRows, pageWindow, type RowWindow } from '../db/paging';
import { passwordTokens, users } from '../db/schema/accounts';
import { found } from '../lib/http-error';

/** `%text%` for ILIKE, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** When the person's newest invitation that still works went out (none: no such invitation). */
export const pendingInvitation = (db: Database, at: Date) =>
  db
    .select({ createdAt: passwordTokens.createdAt })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, users.id),
        eq(passwordTokens.purpose, 'invite'),
        isNull(passwordTokens.usedAt),
        sql`${passwordTokens.expiresAt} > ${at}`,
      ),
    )
    .orderBy(desc(passwordTokens.createdAt))
    .limit(1);

/** People as the back office lists them (all, or the rows `rows`), with their newest working invitation. */
const selectPeople = (db: Database, at: Date, where: SQL | undefined, rows?: RowWindow) => {
  const byName = [asc(sql`lower(${users.name})`), asc(users.id)];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      language: users.language,
      phone: users.phone,
      phoneForSuppliers: users.phoneForSuppliers,
      roles: users.roles,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      deactivatedAt: users.deactivatedAt,
      createdAt: users.createdAt,
      // The drivers answer a timestamp in a subquery as a Date or as text.
      invitedAt: sql<Date | string | null>`(${pendingInvitation(db, at)})`,
    })
    .from(users)
    .where(rows === undefined ? where : amongFirstRows(db, users.id, where, byName, rows))
    .orderBy(...byName);
};

export type OfficePersonRecord = Awaited<ReturnType<typeof selectPeople>>[number];

/** The people's list's filters (all but the page). */
export type PeopleFilters = Omit<OfficePeopleQuery, 'page'>;

/**
 * The rows `rows` (a page, or an export's every row; by name) of the people matching the back office's filters
 * (part of a name, user name or email; a role).
 */
export const findOfficePeopleRows = (db: Database, query: PeopleFilters, at: Date, rows: RowWindow) => {
  const text = query.text?.trim();
  const where = and(
    text
      ? or(
          ilike(users.name, containing(text)),
          ilike(users.username, containing(text)),
          ilike(users.email, containing(text)),
        )
      : undefined,
    query.role ? sql`${query.role} = any(${users.roles})` : undefined,
  );
  return selectPeople(db, at, where, rows);
};

/** A page (50, by name) of the people matching the back office's filters: see `findOfficePeopleRows`. */
export const findOfficePeople = (db: Database, { page, ...filters }: OfficePeopleQuery, at: Date) =>
  findOfficePeopleRows(db, filters, at, pageWindow(page));

/** One person, or 404. */
export const findOfficePerson = async (db: Database, id: number, at: Date) =>
  found(await selectPeople(db, at, eq(users.id, id)), 'Person');

/** The language of a person's emails (the fallback for one the product does not know). */
export const findLanguageOf = async (db: Database, userId: number) => {
  const [person] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return Language.catch(FALLBACK_LANGUAGE).parse(person?.language);
};
