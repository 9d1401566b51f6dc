import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';
import { lockComplex } from './lock-complex';

/**
 * Shows the condition map of a complex's 3D projects to its owners, or stops showing it, with its audit row; asking
 * for what it is already changes nothing.
 */
export const showOwnerConditionMap = (
  db: Database,
  change: { complexId: number; shown: boolean; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockComplex(tx, change.complexId);
    if (complex.ownerConditionMap === change.shown) return;
    await tx.update(complexes).set({ ownerConditionMap: change.shown }).where(eq(complexes.id, complex.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: change.shown ? 'complex.owner-condition-map-shown' : 'complex.owner-condition-map-hidden',
      entityId: complex.id,
      at: change.at,
    });
  });
