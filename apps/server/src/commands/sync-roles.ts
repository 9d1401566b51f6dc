import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jsonValues } from '../db/json-rows';
import { users } from '../db/schema/accounts';
import { unitOwners } from '../db/schema/complexes';
import { rentalContracts } from '../db/schema/rentals';
import { supplierMembers } from '../db/schema/suppliers';

/** The people to sync: one by the equality its index serves, many (an import's) as one JSON array. */
const whom = (userIds: number | readonly number[]) =>
  typeof userIds === 'number' ? eq(users.id, userIds) : sql`${users.id} in ${jsonValues(userIds, 'int')}`;

/**
 * Sets people's derived roles from their relations, in the transaction that changed them: owner while they
 * own a unit, tenant while they have a rental contract, supplier while they belong to a supplier
 * organisation. The administrator role is given, and kept as it is. One person, or many in one statement.
 */
export const syncRoles = async (db: Database, userIds: number | readonly number[]): Promise<void> => {
  if (typeof userIds !== 'number' && userIds.length === 0) return;
  const has = (table: typeof unitOwners | typeof supplierMembers) =>
    sql`exists (select 1 from ${table} where ${table.userId} = ${users.id})`;
  const isTenant = sql`exists (select 1 from ${rentalContracts} where ${rentalContracts.tenantId} = ${users.id})`;
  await db
    .update(users)
    .set({
      roles: sql`array_remove(array[
        case when ${has(unitOwners)} then 'owner' end,
        case when ${isTenant} then 'tenant' end,
        case when 'administrator' = any(${users.roles}) then 'administrator' end,
        case when ${has(supplierMembers)} then 'supplier' end
      ], null)`,
    })
    .where(whom(userIds));
};
