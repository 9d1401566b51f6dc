import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { aspectElements, aspects, schedules } from '../db/schema/inspections';
import { found } from '../lib/http-error';
import { lockComplexInUse } from './lock-complex';

/**
 * Locks the complex in use that holds an aspect, then the aspect itself, so that changes of one complex's
 * planning follow each other; 404 when there is no such aspect, 409 when its complex is archived.
 */
export const lockAspect = async (tx: Database, aspectId: number) => {
  const { complexId } = found(
    await tx.select({ complexId: aspects.complexId }).from(aspects).where(eq(aspects.id, aspectId)),
    'Aspect',
  );
  const complex = await lockComplexInUse(tx, complexId);
  const aspect = found(
    await tx.select().from(aspects).where(eq(aspects.id, aspectId)).for('update'),
    'Aspect',
  );
  return { complex, aspect };
};

/** The records an aspect holds, each with what a person calls it. */
const held = {
  element: { table: aspectElements, what: 'Element' },
  task: { table: schedules, what: 'Task' },
} as const;

/** Locks the aspect (and its complex) that holds an element or a task, then the record; 404 when it is gone. */
export const lockHeldByAspect = async (tx: Database, kind: keyof typeof held, id: number) => {
  const { table, what } = held[kind];
  const { aspectId } = found(
    await tx.select({ aspectId: table.aspectId }).from(table).where(eq(table.id, id)),
    what,
  );
  const locked = await lockAspect(tx, aspectId);
  found(await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update'), what);
  return locked;
};
