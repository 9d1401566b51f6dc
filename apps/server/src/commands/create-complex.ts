import type { ComplexPayload } from '@vve/contract/calls/office-complexes';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { complexes } from '../db/schema/complexes';

/** Adds a complex to the portfolio, with its audit row; answers its id. */
export const createComplex = (db: Database, complex: ComplexPayload & { userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complexes)
      .values({
        naam: complex.naam,
        adres: complex.adres,
        plaats: complex.plaats,
        omschrijving: complex.omschrijving,
        financieelBeheer: complex.financieelBeheer,
      })
      .returning({ id: complexes.id });
    if (!row) throw new Error('complex not stored');
    await recordAudit(tx, {
      userId: complex.userId,
      action: 'complex.created',
      entityId: row.id,
      at: complex.at,
    });
    return row.id;
  });
