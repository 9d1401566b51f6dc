import { desc, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, pageOffset } from '@vve/contract/rules/paging';
import type { Database } from '../db/database';
import { supplierContracts } from '../db/schema/suppliers';

/** The supplier contracts matching `where` (a policy's filter), newest first, on page `page` (50 a page). */
export const findSupplierContracts = (db: Database, where: SQL | undefined, page: number) =>
  db
    .select()
    .from(supplierContracts)
    .where(where)
    .orderBy(desc(supplierContracts.createdAt), desc(supplierContracts.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
