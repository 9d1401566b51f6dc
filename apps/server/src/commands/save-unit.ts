import { and, eq, ne } from 'drizzle-orm';
import type { UnitPayload } from '@vve/contract/calls/office-complexes';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { units } from '../db/schema/complexes';
import { refusal } from '../lib/http-error';
import { lockComplexInUse, lockHolderOf } from './lock-complex';

/** 409 when another unit of the complex has the index number (the complex is locked: none comes meanwhile). */
const assertIndexNrFree = async (tx: Database, complexId: number, indexNr: string, unitId?: number) => {
  const [other] = await tx
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.complexId, complexId),
        eq(units.indexNr, indexNr),
        unitId === undefined ? undefined : ne(units.id, unitId),
      ),
    );
  if (other) throw refusal('duplicateIndexNr');
};

/** A unit's write, with the unique index's refusal (a write that does not lock the complex) as the same 409. */
const refusingDuplicates = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('duplicateIndexNr');
    throw error;
  }
};

/** Adds a unit to a complex in use, with an index number no other unit of it has; answers its id. */
export const addUnit = (db: Database, unit: UnitPayload & { complexId: number; userId: number; at: Date }) =>
  refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const complex = await lockComplexInUse(tx, unit.complexId);
      await assertIndexNrFree(tx, complex.id, unit.indexNr);
      const [row] = await tx
        .insert(units)
        .values({
          complexId: complex.id,
          adres: unit.adres,
          indexNr: unit.indexNr,
          votes: unit.votes,
          costShare: unit.costShare,
        })
        .returning({ id: units.id });
      if (!row) throw new Error('unit not stored');
      await recordAudit(tx, {
        userId: unit.userId,
        action: 'complex.unit-added',
        entityId: complex.id,
        at: unit.at,
        details: { unitId: row.id, indexNr: unit.indexNr, votes: unit.votes, costShare: unit.costShare },
      });
      return row.id;
    }),
  );

/**
 * Changes a unit's address, index number (unique within its complex, which must be in use), votes and cost share.
 */
export const updateUnit = (
  db: Database,
  change: UnitPayload & { unitId: number; userId: number; at: Date },
) =>
  refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const complex = await lockHolderOf(tx, 'unit', change.unitId);
      await assertIndexNrFree(tx, complex.id, change.indexNr, change.unitId);
      await tx
        .update(units)
        .set({
          adres: change.adres,
          indexNr: change.indexNr,
          votes: change.votes,
          costShare: change.costShare,
        })
        .where(eq(units.id, change.unitId));
      await recordAudit(tx, {
        userId: change.userId,
        action: 'complex.unit-updated',
        entityId: complex.id,
        at: change.at,
        details: {
          unitId: change.unitId,
          indexNr: change.indexNr,
          votes: change.votes,
          costShare: change.costShare,
        },
      });
    }),
  );
