import { eq } from 'drizzle-orm';
import type { SupplierContractPayload } from '@vve/contract/calls/office-suppliers';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { supplierContracts } from '../db/schema/suppliers';
import { found } from '../lib/http-error';
import { lockSupplierInUse } from './save-supplier';

const fields = (contract: SupplierContractPayload) => ({
  titel: contract.titel,
  actief: contract.actief,
  beginDatum: contract.beginDatum,
  eindDatum: contract.eindDatum,
});

/** Gives an organisation in use a contract with the administrator, with its audit row; answers its id. */
export const addSupplierContract = (
  db: Database,
  contract: SupplierContractPayload & { supplierId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const supplier = await lockSupplierInUse(tx, contract.supplierId);
    const [row] = await tx
      .insert(supplierContracts)
      .values({ ...fields(contract), supplierId: supplier.id, createdAt: contract.at })
      .returning({ id: supplierContracts.id });
    if (!row) throw new Error('contract not stored');
    await recordAudit(tx, {
      userId: contract.userId,
      action: 'supplier.contract-added',
      entityId: supplier.id,
      at: contract.at,
      details: { contractId: row.id, actief: contract.actief },
    });
    return row.id;
  });

/** Changes a contract of an organisation in use (its title, whether it is active, its dates). */
export const updateSupplierContract = (
  db: Database,
  change: SupplierContractPayload & { contractId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const what = 'Contract';
    const { supplierId } = found(
      await tx
        .select({ supplierId: supplierContracts.supplierId })
        .from(supplierContracts)
        .where(eq(supplierContracts.id, change.contractId)),
      what,
    );
    const supplier = await lockSupplierInUse(tx, supplierId);
    await tx.update(supplierContracts).set(fields(change)).where(eq(supplierContracts.id, change.contractId));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'supplier.contract-updated',
      entityId: supplier.id,
      at: change.at,
      details: { contractId: change.contractId, actief: change.actief },
    });
  });
