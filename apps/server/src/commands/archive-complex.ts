import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';
import { lockComplex } from './lock-complex';

/**
 * Archives a complex (it leaves every list; its units, requests, work orders, inspections and models stay), or
 * takes it back into use, with its audit row. A complex is never deleted: archiving is how it goes. Asking
 * for what it is already changes nothing.
 */
export const archiveComplex = (
  db: Database,
  change: { complexId: number; archived: boolean; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockComplex(tx, change.complexId);
    if ((complex.archivedAt !== null) === change.archived) return;
    await tx
      .update(complexes)
      .set({ archivedAt: change.archived ? change.at : null })
      .where(eq(complexes.id, complex.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: change.archived ? 'complex.archived' : 'complex.restored',
      entityId: complex.id,
      at: change.at,
    });
  });
