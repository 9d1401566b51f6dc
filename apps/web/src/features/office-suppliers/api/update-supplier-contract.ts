import type { Contract } from '@vve/contract/calls/contracts';
import { officeSuppliersCalls, type SupplierContractPayload } from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { useSupplierChange } from './use-supplier-change';

export const updateSupplierContract = (id: number, body: SupplierContractPayload): Promise<Contract> =>
  apiCall(officeSuppliersCalls.updateSupplierContract, { params: { id }, body });

/** Changes a contract's title, whether it is active, and its dates. */
export const useUpdateSupplierContract = (id: number) =>
  useSupplierChange((body: SupplierContractPayload) => updateSupplierContract(id, body));
