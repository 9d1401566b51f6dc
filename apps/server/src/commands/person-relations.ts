import { and, eq, inArray } from 'drizzle-orm';
import type {
  DebtorValues,
  NewDebtorValues,
  RentalContractValues,
} from '@vve/contract/calls/office-relations';
import { recordAudit, type AuditAction } from '../db/audit-log';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema/accounts';
import { complexes, unitOwners, units } from '../db/schema/complexes';
import { debtors } from '../db/schema/finance';
import { rentalContractUnits, rentalContracts } from '../db/schema/rentals';
import { found, refusal } from '../lib/http-error';
import { isoDay } from '../lib/clock';
import { cents } from '../lib/money';
import { book, hasBookings } from './ledger';
import { syncRoles } from './sync-roles';

/** Who changes what, when. */
interface Change {
  userId: number;
  at: Date;
}

const audit = (
  tx: Database,
  change: Change,
  action: AuditAction,
  entityId: number,
  details?: Record<string, number>,
) =>
  recordAudit(tx, {
    userId: change.userId,
    action,
    entityId,
    at: change.at,
    ...(details && { details }),
  });

const assertPerson = async (tx: Database, personId: number) =>
  found(await tx.select({ id: users.id }).from(users).where(eq(users.id, personId)).for('update'), 'Person');

/** Makes a person an owner of a unit; owning it already changes nothing. */
export const addOwnership = (db: Database, ownership: Change & { personId: number; unitId: number }) =>
  db.transaction(async (tx) => {
    await assertPerson(tx, ownership.personId);
    found(await tx.select({ id: units.id }).from(units).where(eq(units.id, ownership.unitId)), 'Unit');
    const added = await tx
      .insert(unitOwners)
      .values({ unitId: ownership.unitId, userId: ownership.personId })
      .onConflictDoNothing()
      .returning({ unitId: unitOwners.unitId });
    if (added.length === 0) return;
    await syncRoles(tx, ownership.personId);
    await audit(tx, ownership, 'person.unit-owned', ownership.personId, { unitId: ownership.unitId });
  });

/** Ends a person's ownership of a unit (404 if they do not own it). */
export const removeOwnership = (db: Database, ownership: Change & { personId: number; unitId: number }) =>
  db.transaction(async (tx) => {
    found(
      await tx
        .delete(unitOwners)
        .where(and(eq(unitOwners.unitId, ownership.unitId), eq(unitOwners.userId, ownership.personId)))
        .returning({ unitId: unitOwners.unitId }),
      'Ownership',
    );
    await syncRoles(tx, ownership.personId);
    await audit(tx, ownership, 'person.unit-released', ownership.personId, { unitId: ownership.unitId });
  });

/** The one complex of a contract's units; 400 when they are missing or of several complexes. */
const complexOfUnits = async (tx: Database, unitIds: readonly number[]) => {
  const rows = await tx
    .select({ id: units.id, complexId: units.complexId })
    .from(units)
    .where(inArray(units.id, [...unitIds]));
  if (rows.length !== new Set(unitIds).size) throw refusal('unitMissing');
  const complexIds = new Set(rows.map((row) => row.complexId));
  const [complexId] = complexIds;
  if (complexIds.size !== 1 || complexId === undefined) {
    throw refusal('unitsInOneComplex');
  }
  return complexId;
};

const contractColumns = (fields: RentalContractValues) => ({
  grossCents: cents(fields.gross),
  rentArrearsCents: cents(fields.rentArrears),
  depositCents: cents(fields.deposit),
  startDate: fields.startDate,
  endDate: fields.endDate,
  noticePeriodInMonths: fields.noticePeriodInMonths,
  landlordAccount: fields.landlordAccount,
  automaticCollection: fields.automaticCollection,
});

const setContractUnits = async (tx: Database, contractId: number, unitIds: readonly number[]) => {
  await tx.delete(rentalContractUnits).where(eq(rentalContractUnits.contractId, contractId));
  await tx
    .insert(rentalContractUnits)
    .values([...new Set(unitIds)].map((unitId) => ({ contractId, unitId })));
};

/** Gives a person a rental contract for units of one complex: they are a tenant from now on. */
export const createRentalContract = (
  db: Database,
  contract: Change & RentalContractValues & { personId: number },
) =>
  db.transaction(async (tx) => {
    await assertPerson(tx, contract.personId);
    const complexId = await complexOfUnits(tx, contract.unitIds);
    const [created] = await tx
      .insert(rentalContracts)
      .values({ ...contractColumns(contract), complexId, tenantId: contract.personId })
      .returning({ id: rentalContracts.id });
    if (!created) throw new Error('rental contract not stored');
    await setContractUnits(tx, created.id, contract.unitIds);
    await syncRoles(tx, contract.personId);
    await audit(tx, contract, 'rental-contract.created', created.id, { tenantId: contract.personId });
    return created.id;
  });

const lockContract = async (tx: Database, id: number) =>
  found(
    await tx
      .select({
        id: rentalContracts.id,
        tenantId: rentalContracts.tenantId,
        fileId: rentalContracts.contractFileId,
      })
      .from(rentalContracts)
      .where(eq(rentalContracts.id, id))
      .for('update'),
    'Rental contract',
  );

/** Changes a rental contract's terms and units (still of one complex). */
export const updateRentalContract = (
  db: Database,
  contract: Change & RentalContractValues & { id: number },
) =>
  db.transaction(async (tx) => {
    await lockContract(tx, contract.id);
    const complexId = await complexOfUnits(tx, contract.unitIds);
    await tx
      .update(rentalContracts)
      .set({ ...contractColumns(contract), complexId })
      .where(eq(rentalContracts.id, contract.id));
    await setContractUnits(tx, contract.id, contract.unitIds);
    await audit(tx, contract, 'rental-contract.updated', contract.id);
  });

/** Removes a rental contract (one made by mistake); its tenant is no tenant once they have none. Answers its file. */
export const removeRentalContract = (db: Database, contract: Change & { id: number }) =>
  db.transaction(async (tx) => {
    const row = await lockContract(tx, contract.id);
    await tx.delete(rentalContracts).where(eq(rentalContracts.id, contract.id));
    await syncRoles(tx, row.tenantId);
    await audit(tx, contract, 'rental-contract.removed', contract.id, { tenantId: row.tenantId });
    return row.fileId;
  });

/** Sets a rental contract's PDF; answers the file it replaces, if any. */
export const attachRentalContractFile = (db: Database, attach: Change & { id: number; fileId: number }) =>
  db.transaction(async (tx) => {
    const row = await lockContract(tx, attach.id);
    await tx
      .update(rentalContracts)
      .set({ contractFileId: attach.fileId })
      .where(eq(rentalContracts.id, attach.id));
    await audit(tx, attach, 'rental-contract.file-uploaded', attach.id, { fileId: attach.fileId });
    return row.fileId;
  });

const mandateColumns = (fields: DebtorValues) => ({
  incassoGetekendOp: fields.directDebit?.signedOn ?? null,
  incassoRekeningNummer: fields.directDebit?.iban ?? null,
});

/**
 * Books what brings a debtor's balance to the one the administrator typed: for a new account its opening balance,
 * for one that has bookings a correction of the difference (nothing when it is the same).
 */
const bookTypedBalance = async (
  tx: Database,
  change: Change,
  debtor: { id: number; saldoCents: number },
  typed: number,
) => {
  const difference = cents(typed) - debtor.saldoCents;
  if (difference === 0) return;
  const opening = !(await hasBookings(tx, debtor.id));
  await book(tx, change, [
    {
      debtorId: debtor.id,
      bookedOn: isoDay(change.at),
      kind: opening ? 'opening' : 'correction',
      description: '',
      amountCents: difference,
    },
  ]);
};

/** Makes a person a debtor of a complex with financial management (one account per complex). */
export const createDebtor = async (db: Database, debtor: Change & NewDebtorValues & { personId: number }) => {
  try {
    return await db.transaction(async (tx) => {
      await assertPerson(tx, debtor.personId);
      const complex = found(
        await tx
          .select({ financieelBeheer: complexes.financieelBeheer })
          .from(complexes)
          .where(eq(complexes.id, debtor.complexId)),
        'Complex',
      );
      if (!complex.financieelBeheer) {
        throw refusal('noFinancialManagement');
      }
      const [created] = await tx
        .insert(debtors)
        .values({
          ...mandateColumns(debtor),
          complexId: debtor.complexId,
          userId: debtor.personId,
          saldoCents: 0,
        })
        .returning({ id: debtors.id });
      if (!created) throw new Error('debtor not stored');
      await bookTypedBalance(tx, debtor, { id: created.id, saldoCents: 0 }, debtor.saldo);
      await audit(tx, debtor, 'debtor.created', created.id, { userId: debtor.personId });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal('debtorAlready');
    throw error;
  }
};

/** Changes a debtor's direct debit, and books a correction when the balance typed differs from theirs. */
export const updateDebtor = (db: Database, debtor: Change & DebtorValues & { id: number }) =>
  db.transaction(async (tx) => {
    const current = found(
      await tx
        .update(debtors)
        .set(mandateColumns(debtor))
        .where(eq(debtors.id, debtor.id))
        .returning({ id: debtors.id, saldoCents: debtors.saldoCents }),
      'Debtor',
    );
    await bookTypedBalance(tx, debtor, current, debtor.saldo);
    await audit(tx, debtor, 'debtor.updated', debtor.id);
  });

/** Removes a debtor's account (with its budget lines); 409 once it has bookings, which are kept. */
export const removeDebtor = (db: Database, debtor: Change & { id: number }) =>
  db.transaction(async (tx) => {
    found(
      await tx.select({ id: debtors.id }).from(debtors).where(eq(debtors.id, debtor.id)).for('update'),
      'Debtor',
    );
    if (await hasBookings(tx, debtor.id)) throw refusal('debtorHasBookings');
    await tx.delete(debtors).where(eq(debtors.id, debtor.id));
    await audit(tx, debtor, 'debtor.removed', debtor.id);
  });
