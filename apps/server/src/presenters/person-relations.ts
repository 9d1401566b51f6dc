import type { PersonRelations } from '@vve/contract/calls/office-relations';
import type { findPersonRelations } from '../queries/person-relations';
import { presentDebtor } from './debtor';
import { presentRentalContract } from './rental-contract';

type Relations = Awaited<ReturnType<typeof findPersonRelations>>;

/** A person's units, rental contracts (with their complex), debtor accounts and supplier organisation. */
export const presentPersonRelations = (relations: Relations): PersonRelations => {
  const complexOf = (id: number) => {
    const complex = relations.contractComplexes.find((row) => row.id === id);
    if (!complex) throw new Error(`complex ${id} of a rental contract not loaded`);
    return complex;
  };
  return {
    ownedUnits: relations.ownedUnits,
    rentalContracts: relations.contracts.map((row) => ({
      ...presentRentalContract(row, relations.rentedUnits),
      id: row.contract.id,
      complex: complexOf(row.contract.complexId),
    })),
    debtors: relations.debtorRows.map(({ debtor, complex }) => ({
      ...presentDebtor(debtor),
      id: debtor.id,
      complex,
    })),
    supplier: relations.supplier,
  };
};
