import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unitOwners, units } from '../db/schema/complexes';
import { rentalContractUnits, rentalContracts } from '../db/schema/rentals';

/**
 * "`resident` (an id, or a column of the query around) owns or rents, now or before, the unit of the query around
 * it (`units`)": the units a request's resident is found at, in the back office and on a work order.
 */
export const ownedOrRentedBy = (resident: number | AnyColumn): SQL =>
  sql`(exists (select 1 from ${unitOwners}
        where ${eq(unitOwners.unitId, units.id)} and ${eq(unitOwners.userId, resident)})
    or exists (select 1 from ${rentalContractUnits}
        join ${rentalContracts} on ${eq(rentalContracts.id, rentalContractUnits.contractId)}
        where ${eq(rentalContractUnits.unitId, units.id)} and ${eq(rentalContracts.tenantId, resident)}))`;
