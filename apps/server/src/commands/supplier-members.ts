import { and, eq, or } from 'drizzle-orm';
import type { NewMemberPayload } from '@vve/contract/calls/office-suppliers';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema/accounts';
import { supplierMembers } from '../db/schema/suppliers';
import { notFound, refusal } from '../lib/http-error';
import { createPerson } from './save-person';
import { lockSupplier, lockSupplierInUse } from './save-supplier';
import { syncRoles } from './sync-roles';

interface Change {
  supplierId: number;
  userId: number;
  at: Date;
}

/** A membership's write, with the primary key's refusal (the same person added elsewhere meanwhile) as 409. */
const oneOrganisationEach = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('memberElsewhere');
    throw error;
  }
};

/**
 * Makes a person a member of the locked organisation (their supplier role follows), with its audit row, in the
 * caller's transaction. A person belongs to at most one organisation: a member elsewhere answers 409, a member
 * here already changes nothing.
 */
const join = async (tx: Database, supplierId: number, personId: number, change: Change) => {
  const [membership] = await tx
    .select({ supplierId: supplierMembers.supplierId })
    .from(supplierMembers)
    .where(eq(supplierMembers.userId, personId));
  if (membership?.supplierId === supplierId) return;
  if (membership) throw refusal('memberElsewhere');
  await tx.insert(supplierMembers).values({ userId: personId, supplierId });
  await syncRoles(tx, personId);
  await recordAudit(tx, {
    userId: change.userId,
    action: 'supplier.member-added',
    entityId: supplierId,
    at: change.at,
    details: { personId },
  });
};

/** Makes the person with this email address (or user name) a member; 404 when nobody has it. Answers their id. */
export const addSupplierMember = (db: Database, change: Change & { email: string }) =>
  oneOrganisationEach(() =>
    db.transaction(async (tx) => {
      const supplier = await lockSupplierInUse(tx, change.supplierId);
      const [person] = await tx
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.email, change.email), eq(users.username, change.email)))
        .limit(1);
      if (!person) throw refusal('nobodyWithEmail');
      await join(tx, supplier.id, person.id, change);
      return person.id;
    }),
  );

/**
 * Creates a person (as the people's administration does: to be invited later) and makes them a member, both or
 * neither. Answers their id.
 */
export const createSupplierMember = (
  db: Database,
  change: Change & Omit<NewMemberPayload, 'email'> & { email: string },
) =>
  oneOrganisationEach(() =>
    db.transaction(async (tx) => {
      const supplier = await lockSupplierInUse(tx, change.supplierId);
      const personId = await createPerson(tx, {
        name: change.name,
        email: change.email,
        language: change.language,
        administrator: false,
        userId: change.userId,
        at: change.at,
      });
      await join(tx, supplier.id, personId, change);
      return personId;
    }),
  );

/**
 * Ends a membership (also in an archived organisation, so that its people can join another): the person stays,
 * without the supplier role, and from their next call on sees none of the organisation's records. 404 when the
 * person is no member of it.
 */
export const removeSupplierMember = (db: Database, change: Change & { personId: number }) =>
  db.transaction(async (tx) => {
    const supplier = await lockSupplier(tx, change.supplierId);
    const removed = await tx
      .delete(supplierMembers)
      .where(and(eq(supplierMembers.supplierId, supplier.id), eq(supplierMembers.userId, change.personId)))
      .returning({ userId: supplierMembers.userId });
    if (removed.length === 0) throw notFound('Member');
    await syncRoles(tx, change.personId);
    await recordAudit(tx, {
      userId: change.userId,
      action: 'supplier.member-removed',
      entityId: supplier.id,
      at: change.at,
      details: { personId: change.personId },
    });
  });
