import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { complexes, meetings } from '../db/schema/complexes';
import { budgets, financialYears } from '../db/schema/finance';

/** The members' meetings of a complex from `from` on, soonest first. */
export const plannedMeetings = (db: Database, complexId: number, from: Date) =>
  db
    .select({ startsAt: meetings.startsAt })
    .from(meetings)
    .where(and(eq(meetings.complexId, complexId), gte(meetings.startsAt, from)))
    .orderBy(asc(meetings.startsAt));

/** The active budgets of a complex's financial years. */
export const activeBudgets = (db: Database, complexId: number) =>
  db
    .select({ id: budgets.id })
    .from(budgets)
    .innerJoin(financialYears, eq(financialYears.id, budgets.financialYearId))
    .where(and(eq(financialYears.complexId, complexId), eq(budgets.active, true)))
    .orderBy(asc(budgets.id));

/** Every complex in use, by name (the back office's filters and choices): archived ones are gone from them. */
export const complexesInUse = (db: Database) =>
  db
    .select({ id: complexes.id, naam: complexes.naam })
    .from(complexes)
    .where(isNull(complexes.archivedAt))
    .orderBy(asc(complexes.naam), asc(complexes.id));
