import { eq } from 'drizzle-orm';
import { usualPlanTerms } from '@vve/contract/calls/maintenance-plan';
import type { Database } from '../../src/db/database';
import { aspects } from '../../src/db/schema/inspections';
import { planLines, planVersions } from '../../src/db/schema/maintenance-plans';
import { createAspectWithTask, createSupplier, createSupplierContract } from '../factories';

/**
 * A draft plan of the complex (2026–2065) with two lines, the spare one first (an id the contract reads leniently
 * reaches id 1, and the remove call may then remove only the spare), and an adopted version.
 */
const createPlan = async (db: Database, complexId: number) => {
  const terms = { ...usualPlanTerms('2026-01-01'), horizon: 40 };
  const [draft, adopted] = await db
    .insert(planVersions)
    .values([
      { complexId, ...terms },
      { complexId, ...terms, adoptedOn: '2025-06-01' },
    ])
    .returning({ id: planVersions.id });
  const line = {
    versionId: draft?.id ?? 0,
    elementId: null,
    activity: 'inspect',
    description: 'Inspectie daken',
    quantity: 1,
    unit: 'pst',
    unitPrice: 500,
    vatRate: 21,
    firstYear: 2030,
    cycle: 5,
    note: '',
  };
  const [spare] = await db.insert(planLines).values(line).returning({ id: planLines.id });
  const [kept] = await db.insert(planLines).values(line).returning({ id: planLines.id });
  if (!adopted || !spare || !kept) throw new Error('the plan is incomplete');
  return { planLineId: kept.id, sparePlanLineId: spare.id, planVersionId: adopted.id };
};

/**
 * The records that the supplier, planning and plan calls of the fuzz world change or remove: a supplier of its
 * own with a contract, a second aspect of the complex with an element and an open task, whose type the aspect
 * calls name, and the complex's plan.
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
    ...(await createPlan(db, complexId)),
  };
};
