import { contractsCalls } from '@vve/contract/calls/contracts';
import { visibleSupplierContracts } from '../policies/supplier-contracts';
import { supplierScope } from '../policies/supplier-scope';
import { presentSupplierContract } from '../presenters/supplier-contract';
import { findSupplierContracts } from '../queries/supplier-contracts';
import { callRoutes } from './define-route';

/** Contracts (spec §7, §9): the caller's organisation's contracts with the administrator, newest first. */
export const contractRoutes = callRoutes((route, { db }) => {
  route(contractsCalls.supplierContractsPage, {
    fromReplica: true,
    handler: async ({ user, params }) =>
      (await findSupplierContracts(db, visibleSupplierContracts(supplierScope(user)), params.n)).map(
        presentSupplierContract,
      ),
  });
});
