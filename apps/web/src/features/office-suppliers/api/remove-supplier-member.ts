import { officeSuppliersCalls } from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { useSupplierChange } from './use-supplier-change';

export const removeSupplierMember = (id: number, userId: number): Promise<{ id: number }> =>
  apiCall(officeSuppliersCalls.removeSupplierMember, { params: { id, userId } });

/** Ends a person's membership of the organisation (the person stays). */
export const useRemoveSupplierMember = (id: number) =>
  useSupplierChange((userId: number) => removeSupplierMember(id, userId));
