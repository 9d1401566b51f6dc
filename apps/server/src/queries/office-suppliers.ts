import { and, asc, count, desc, eq, gte, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { OfficeSupplierListQuery } from '@vve/contract/calls/office-suppliers';
import type { Database } from '../db/database';
import { amongFirstRows, pageWindow, type RowWindow } from '../db/paging';
import { users } from '../db/schema/accounts';
import { supplierContracts, supplierMembers, supplierOrganisations } from '../db/schema/suppliers';
import { found } from '../lib/http-error';
import { containing } from '../lib/like-pattern';

const SUPPLIER = 'Supplier';

/** The suppliers' list order: by name, the id deciding between equal names. */
const BY_NAME = [asc(supplierOrganisations.naam), asc(supplierOrganisations.id)];

/** The suppliers' list's filters (all but the page). */
export type SupplierListFilters = Omit<OfficeSupplierListQuery, 'page'>;

/**
 * The rows `rows` (a page, or an export's every row; by name) of the organisations in use, or of the archived
 * ones, whose name holds the text (case-insensitive); each with how many members it has and how many of its
 * contracts are active on `today` (`YYYY-MM-DD`: `actief`, and no end date or one not passed, as the display
 * status says).
 */
export const findSupplierList = (
  db: Database,
  { text, archived }: SupplierListFilters,
  today: string,
  rows: RowWindow,
) => {
  const needle = text?.trim().toLowerCase() ?? '';
  const where = and(
    archived === undefined
      ? isNull(supplierOrganisations.archivedAt)
      : isNotNull(supplierOrganisations.archivedAt),
    needle === '' ? undefined : like(sql`lower(${supplierOrganisations.naam})`, containing(needle)),
  );
  const memberCount = db
    .select({ n: count().as('n') })
    .from(supplierMembers)
    .where(eq(supplierMembers.supplierId, supplierOrganisations.id));
  const activeContractCount = db
    .select({ n: count().as('n') })
    .from(supplierContracts)
    .where(
      and(
        eq(supplierContracts.supplierId, supplierOrganisations.id),
        eq(supplierContracts.actief, true),
        or(isNull(supplierContracts.eindDatum), gte(supplierContracts.eindDatum, today)),
      ),
    );
  return db
    .select({
      supplier: supplierOrganisations,
      memberCount: sql<number>`(${memberCount})::int`,
      activeContractCount: sql<number>`(${activeContractCount})::int`,
    })
    .from(supplierOrganisations)
    .where(amongFirstRows(db, supplierOrganisations.id, where, BY_NAME, rows))
    .orderBy(...BY_NAME);
};

/** A page (50, by name) of the suppliers' list: see `findSupplierList`. */
export const findSupplierListPage = (
  db: Database,
  { page, ...filters }: OfficeSupplierListQuery,
  today: string,
) => findSupplierList(db, filters, today, pageWindow(page));

export type SupplierListRow = Awaited<ReturnType<typeof findSupplierList>>[number];

/** One organisation, archived or not; else 404. */
export const findSupplier = async (db: Database, id: number) =>
  found(await db.select().from(supplierOrganisations).where(eq(supplierOrganisations.id, id)), SUPPLIER);

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  deactivatedAt: users.deactivatedAt,
};

/** An organisation's members by name. */
export const findSupplierMembers = (db: Database, supplierId: number) =>
  db
    .select(memberColumns)
    .from(supplierMembers)
    .innerJoin(users, eq(users.id, supplierMembers.userId))
    .where(eq(supplierMembers.supplierId, supplierId))
    .orderBy(asc(users.name), asc(users.id));

export type SupplierMemberRow = Awaited<ReturnType<typeof findSupplierMembers>>[number];

/** One member of an organisation; else 404. */
export const findSupplierMember = async (db: Database, supplierId: number, userId: number) =>
  found(
    await db
      .select(memberColumns)
      .from(supplierMembers)
      .innerJoin(users, eq(users.id, supplierMembers.userId))
      .where(and(eq(supplierMembers.supplierId, supplierId), eq(supplierMembers.userId, userId))),
    'Member',
  );

/** An organisation's contracts, newest first (as the supplier-app lists them). */
export const findContractsOf = (db: Database, supplierId: number) =>
  db
    .select()
    .from(supplierContracts)
    .where(eq(supplierContracts.supplierId, supplierId))
    .orderBy(desc(supplierContracts.createdAt), desc(supplierContracts.id));

/** One contract; else 404. */
export const findContract = async (db: Database, id: number) =>
  found(await db.select().from(supplierContracts).where(eq(supplierContracts.id, id)), 'Contract');
