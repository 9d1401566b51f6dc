import {
  officeSuppliersCalls,
  type ExistingMemberPayload,
  type OfficeSupplierMember,
} from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { useSupplierChange } from './use-supplier-change';

export const addSupplierMember = (id: number, body: ExistingMemberPayload): Promise<OfficeSupplierMember> =>
  apiCall(officeSuppliersCalls.addSupplierMember, { params: { id }, body });

/** Makes an existing person, found by their email address, a member. */
export const useAddSupplierMember = (id: number) =>
  useSupplierChange((body: ExistingMemberPayload) => addSupplierMember(id, body));
