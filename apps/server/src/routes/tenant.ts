import { tenantCalls } from '@vve/contract/calls/tenant';
import { ownRentalContracts } from '../policies/tenant-contracts';
import { presentRentalContract } from '../presenters/rental-contract';
import { findRentalContracts, findRentedUnits } from '../queries/rental-contracts';
import { callRoutes } from './define-route';

/** The request-app's tenant calls (spec §7): only the caller's own rental contracts. */
export const tenantRoutes = callRoutes((route, { db }) => {
  route(tenantCalls.isTenant, {
    handler: async ({ user, params }) => ({
      isTenant: (await findRentalContracts(db, await ownRentalContracts(db, user, params.vveId))).length > 0,
    }),
  });

  route(tenantCalls.rentalContracts, {
    handler: async ({ user, params }) => {
      const contracts = await findRentalContracts(db, await ownRentalContracts(db, user, params.vveId));
      const rentedUnits = await findRentedUnits(
        db,
        contracts.map((row) => row.contract.id),
      );
      return contracts.map((row) => presentRentalContract(row, rentedUnits));
    },
  });
});
