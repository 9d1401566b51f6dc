import type { FastifyInstance } from 'fastify';
import type { WorkOrderCreate } from '@vve/contract/calls/office';
import { raiseRequest } from '../src/commands/raise-request';
import type { Database } from '../src/db/database';
import { callerFor } from './api-client';
import { createComplex, createSupplier, createUser, makeOwner } from './factories';

/** A work order's body as the back office sends it, for `supplierId`. */
export const workOrderBody = (supplierId: number, change: Partial<WorkOrderCreate> = {}) => ({
  supplierId,
  priority: 'Hoog',
  repairType: 'Lekkage',
  startDate: '2026-03-04',
  planningDate: '2026-03-10',
  indicationAmount: 1250.5,
  omschrijving: 'Lekkage bij de lichtkoepel verhelpen',
  ...change,
});

/**
 * A complex with an owner, a supplier organisation with a member, and an administrator, each calling
 * the API; `request()` raises a new request of the owner (NIEUW) and `giveWorkOrder` gives one a work
 * order through the back office.
 */
export const workOrderWorld = async (app: FastifyInstance, db: Database, at: () => Date) => {
  const complex = await createComplex(db);
  const owner = await createUser(db, ['owner'], 'Olga Eigenaar');
  await makeOwner(db, complex, owner.id);
  const supplier = await createSupplier(db);
  const admin = await createUser(db, ['administrator'], 'Ada Beheer');
  const asAdmin = await callerFor(app, admin);
  const request = async (description = 'Lekkage bij de lichtkoepel', complexId: number | null = complex.id) =>
    (
      await raiseRequest(db, {
        complexId,
        description,
        publiclyVisible: true,
        createdBy: owner.id,
        createdAt: at(),
      })
    ).id;
  const giveWorkOrder = (requestId: number, change: Partial<WorkOrderCreate> = {}) =>
    asAdmin('POST', `/api/app/office/requests/${requestId}/work-orders`, workOrderBody(supplier.id, change));
  return {
    complex,
    owner,
    supplier,
    admin,
    asAdmin,
    asOwner: await callerFor(app, owner),
    asSupplier: await callerFor(app, supplier.member),
    request,
    giveWorkOrder,
  };
};
