import type { RentalContract } from '@vve/contract/calls/tenant';
import { euros } from '../lib/money';
import type { RentalContractRow, RentedUnitRow } from '../queries/rental-contracts';
import { presentFile } from './file';

/** A tenant's rental contract (spec §3) with the units it rents. */
export const presentRentalContract = (
  { contract, file }: RentalContractRow,
  rentedUnits: readonly RentedUnitRow[],
): RentalContract => ({
  units: rentedUnits
    .filter((unit) => unit.contractId === contract.id)
    .map(({ id, adres, indexNr }) => ({ id, adres, indexNr })),
  gross: euros(contract.grossCents),
  landlordAccountString: contract.landlordAccount,
  automaticCollection: contract.automaticCollection,
  rentArrears: euros(contract.rentArrearsCents),
  deposit: euros(contract.depositCents),
  startDate: contract.startDate,
  endDate: contract.endDate,
  noticePeriodInMonths: contract.noticePeriodInMonths,
  contractFile: file ? presentFile(file) : null,
});
