import { eq } from 'drizzle-orm';
import type { ComplexPayload } from '@vve/contract/calls/office-complexes';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';
import { lockComplexInUse } from './lock-complex';

/**
 * Changes a complex in use (409 when archived): its name, address, place, description and financial
 * management. The audit row names the fields that changed; a change that changes nothing is not recorded.
 */
export const updateComplex = (
  db: Database,
  change: ComplexPayload & { complexId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockComplexInUse(tx, change.complexId);
    const values = {
      naam: change.naam,
      adres: change.adres,
      plaats: change.plaats,
      omschrijving: change.omschrijving,
      financieelBeheer: change.financieelBeheer,
    };
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (field) => values[field] !== complex[field],
    );
    if (changed.length === 0) return;
    await tx.update(complexes).set(values).where(eq(complexes.id, complex.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.updated',
      entityId: complex.id,
      at: change.at,
      details: { changed: changed.join(', ') },
    });
  });
