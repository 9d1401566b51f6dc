import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { unitOwners, units } from '../db/schema/complexes';
import { rentalContractUnits } from '../db/schema/rentals';
import { refusal } from '../lib/http-error';
import { lockHolderOf } from './lock-complex';

/** Removes a unit of a complex in use that nobody owns or rents (409 otherwise), with its audit row. */
export const removeUnit = (db: Database, removal: { unitId: number; userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const complex = await lockHolderOf(tx, 'unit', removal.unitId);
    const [owned] = await tx
      .select({ userId: unitOwners.userId })
      .from(unitOwners)
      .where(eq(unitOwners.unitId, removal.unitId))
      .limit(1);
    const [rented] = await tx
      .select({ contractId: rentalContractUnits.contractId })
      .from(rentalContractUnits)
      .where(eq(rentalContractUnits.unitId, removal.unitId))
      .limit(1);
    if (owned || rented) throw refusal('unitInUse');
    const [removed] = await tx
      .delete(units)
      .where(eq(units.id, removal.unitId))
      .returning({ indexNr: units.indexNr });
    await recordAudit(tx, {
      userId: removal.userId,
      action: 'complex.unit-removed',
      entityId: complex.id,
      at: removal.at,
      details: { unitId: removal.unitId, indexNr: removed?.indexNr ?? null },
    });
  });
