import type { Contract } from '@vve/contract/calls/contracts';
import { officeSuppliersCalls, type SupplierContractPayload } from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { useSupplierChange } from './use-supplier-change';

export const addSupplierContract = (id: number, body: SupplierContractPayload): Promise<Contract> =>
  apiCall(officeSuppliersCalls.addSupplierContract, { params: { id }, body });

/** Gives an organisation a contract with the administrator. */
export const useAddSupplierContract = (id: number) =>
  useSupplierChange((body: SupplierContractPayload) => addSupplierContract(id, body));
