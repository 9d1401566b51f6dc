import { eq } from 'drizzle-orm';
import type { SupplierPayload } from '@vve/contract/calls/office-suppliers';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { supplierOrganisations } from '../db/schema/suppliers';
import { found, refusal } from '../lib/http-error';

/** An organisation locked for a change of it or of what it holds (members, contracts); 404 when there is none. */
export const lockSupplier = async (tx: Database, supplierId: number) =>
  found(
    await tx
      .select()
      .from(supplierOrganisations)
      .where(eq(supplierOrganisations.id, supplierId))
      .for('update'),
    'Supplier',
  );

/** The same, for a change that an archived organisation does not take (409). */
export const lockSupplierInUse = async (tx: Database, supplierId: number) => {
  const supplier = await lockSupplier(tx, supplierId);
  if (supplier.archivedAt !== null) throw refusal('supplierArchived');
  return supplier;
};

/** Adds a supplier organisation, with its audit row; answers its id. */
export const createSupplier = (db: Database, supplier: SupplierPayload & { userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supplierOrganisations)
      .values({ naam: supplier.naam })
      .returning({ id: supplierOrganisations.id });
    if (!row) throw new Error('supplier not stored');
    await recordAudit(tx, {
      userId: supplier.userId,
      action: 'supplier.created',
      entityId: row.id,
      at: supplier.at,
    });
    return row.id;
  });

/** Renames an organisation in use. */
export const renameSupplier = (
  db: Database,
  change: SupplierPayload & { supplierId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const supplier = await lockSupplierInUse(tx, change.supplierId);
    await tx
      .update(supplierOrganisations)
      .set({ naam: change.naam })
      .where(eq(supplierOrganisations.id, supplier.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'supplier.renamed',
      entityId: supplier.id,
      at: change.at,
    });
  });

/**
 * Archives an organisation (it leaves every list and choice; its members, contracts, work orders, tasks and
 * inspections stay), or takes it back into use, with its audit row. An organisation is never deleted. Asking for
 * what it is already changes nothing.
 */
export const archiveSupplier = (
  db: Database,
  change: { supplierId: number; archived: boolean; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const supplier = await lockSupplier(tx, change.supplierId);
    if ((supplier.archivedAt !== null) === change.archived) return;
    await tx
      .update(supplierOrganisations)
      .set({ archivedAt: change.archived ? change.at : null })
      .where(eq(supplierOrganisations.id, supplier.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: change.archived ? 'supplier.archived' : 'supplier.restored',
      entityId: supplier.id,
      at: change.at,
    });
  });
