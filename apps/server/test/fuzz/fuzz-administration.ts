import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { aspects } from '../../src/db/schema/inspections';
import { createAspectWithTask, createSupplier, createSupplierContract } from '../factories';

/**
 * The records that the supplier and planning calls of the fuzz world change or remove: a supplier of its own
 * with a contract, and a second aspect of the complex with an element and an open task, whose type the aspect
 * calls name.
 */
export const createSpareAdministration = async (db: Database, complexId: number) => {
  const supplier = await createSupplier(db);
  const contract = await createSupplierContract(db, supplier.id);
  const aspect = await createAspectWithTask(db, complexId, supplier.id);
  const [type] = await db
    .select({ id: aspects.aspectTypeId })
    .from(aspects)
    .where(eq(aspects.id, aspect.aspectId));
  const [spareElementId] = aspect.elementIds;
  if (!type || spareElementId === undefined) throw new Error('the spare administration is incomplete');
  return {
    spareSupplierId: supplier.id,
    spareContractId: contract.id,
    aspectTypeId: type.id,
    spareAspectId: aspect.aspectId,
    spareElementId,
    spareTaskId: aspect.scheduleId,
  };
};
