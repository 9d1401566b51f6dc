import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bimProjects } from '../db/schema/bim';
import { complexes, units } from '../db/schema/complexes';
import { meetings } from '../db/schema/meetings';
import { documents } from '../db/schema/documents';
import { found, notFound, refusal } from '../lib/http-error';

export const COMPLEX = 'Complex';

/** A complex locked for a change of it, its archiving or what it holds; 404 when there is none. */
export const lockComplex = async (tx: Database, complexId: number) =>
  found(await tx.select().from(complexes).where(eq(complexes.id, complexId)).for('update'), COMPLEX);

/**
 * A complex locked for a change of it or of what it holds (units, meetings, 3D projects, documents), so that changes of
 * one complex follow each other; 404 when there is none, 409 when it is archived.
 */
export const lockComplexInUse = async (tx: Database, complexId: number) => {
  const complex = await lockComplex(tx, complexId);
  if (complex.archivedAt !== null) throw refusal('complexArchived');
  return complex;
};

/**
 * The complexes, held against archiving until the transaction ends; 404 when one does not exist, 409 when one
 * is archived (nobody is told anything in a complex out of use).
 */
export const holdComplexesInUse = async (tx: Database, ids: readonly number[]) => {
  const rows = await tx
    .select({ id: complexes.id, archivedAt: complexes.archivedAt })
    .from(complexes)
    .where(inArray(complexes.id, [...ids]))
    .orderBy(complexes.id)
    .for('share');
  if (rows.length < ids.length) throw notFound(COMPLEX);
  if (rows.some((complex) => complex.archivedAt !== null)) throw refusal('complexArchived');
};

/** The records a complex holds, each with what a person calls it. */
const held = {
  unit: { table: units, what: 'Unit' },
  meeting: { table: meetings, what: 'Meeting' },
  project: { table: bimProjects, what: '3D project' },
  document: { table: documents, what: 'Document' },
} as const;

export type HeldKind = keyof typeof held;

/**
 * Locks the complex in use that holds a record, then the record itself (so that nothing refers to it anew
 * meanwhile); 404 when there is no such record, also when a change that held the lock first removed it.
 * Answers the complex.
 */
export const lockHolderOf = async (tx: Database, kind: HeldKind, id: number) => {
  const { table, what } = held[kind];
  const { complexId } = found(
    await tx.select({ complexId: table.complexId }).from(table).where(eq(table.id, id)),
    what,
  );
  const complex = await lockComplexInUse(tx, complexId);
  found(await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update'), what);
  return complex;
};
