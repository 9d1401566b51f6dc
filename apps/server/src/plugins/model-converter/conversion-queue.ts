import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { bimModels } from '../../db/schema/bim';

/** A model is converted at most this many times before it counts as failed. */
export const MAX_CONVERSION_ATTEMPTS = 3;

export interface ClaimedModel {
  id: number;
  ifcKey: string;
  attempts: number;
}

/**
 * Claims the oldest model waiting for conversion, or one whose converter died (its lease ran out),
 * for `leaseMs`. Several converters may claim at once: each gets another model.
 */
export const claimNextModel = async (
  db: Database,
  now: Date,
  leaseMs: number,
): Promise<ClaimedModel | undefined> => {
  const [row] = await queryRows<{ id: number; ifc_key: string; attempts: number }>(
    db,
    sql`update bim_models set status = 'CONVERTING', attempts = attempts + 1, error = null,
          lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
        where id = (
          select id from bim_models
          where status = 'QUEUED'
             or (status = 'CONVERTING' and lease_until < ${now.toISOString()}::timestamptz)
          order by id
          for update skip locked
          limit 1)
        returning id, ifc_key, attempts`,
  );
  return row && { id: row.id, ifcKey: row.ifc_key, attempts: row.attempts };
};

/** When the soonest lease of a conversion in progress runs out, if one runs: its model is free to claim then. */
export const soonestLeaseEnd = async (db: Database): Promise<Date | undefined> => {
  const [row] = await queryRows<{ until: string | null }>(
    db,
    sql`select min(lease_until)::text as until from bim_models where status = 'CONVERTING'`,
  );
  return row?.until ? new Date(row.until) : undefined;
};

const converting = (id: number) => and(eq(bimModels.id, id), eq(bimModels.status, 'CONVERTING'));

/** Keeps a claim alive while its conversion runs. */
export const renewLease = async (db: Database, id: number, until: Date): Promise<void> => {
  await db.update(bimModels).set({ leaseUntil: until }).where(converting(id));
};

export const markConverted = async (
  db: Database,
  id: number,
  result: { fragmentsKey: string; fragmentsBytes: number; convertedAt: Date },
): Promise<void> => {
  await db
    .update(bimModels)
    .set({ ...result, status: 'READY', error: null, leaseUntil: null })
    .where(converting(id));
};

export const markFailed = async (db: Database, id: number, error: string): Promise<void> => {
  await db.update(bimModels).set({ status: 'FAILED', error, leaseUntil: null }).where(converting(id));
};

/** Puts a model back in the queue: after a crash (while attempts remain), or at shutdown (`refund`). */
export const requeue = async (db: Database, id: number, refund = false): Promise<void> => {
  await db
    .update(bimModels)
    .set({
      status: 'QUEUED',
      leaseUntil: null,
      ...(refund ? { attempts: sql`greatest(${bimModels.attempts} - 1, 0)` } : {}),
    })
    .where(converting(id));
};
