import {
  officeSuppliersCalls,
  type NewMemberPayload,
  type OfficeSupplierMember,
} from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { useSupplierChange } from './use-supplier-change';

export const createSupplierMember = (id: number, body: NewMemberPayload): Promise<OfficeSupplierMember> =>
  apiCall(officeSuppliersCalls.createSupplierMember, { params: { id }, body });

/** Creates a person and makes them a member, both or neither. */
export const useCreateSupplierMember = (id: number) =>
  useSupplierChange((body: NewMemberPayload) => createSupplierMember(id, body));
