import {
  officeSuppliersCalls,
  type OfficeSupplier,
  type SupplierPayload,
} from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { useSupplierChange } from './use-supplier-change';

export const renameSupplier = (id: number, body: SupplierPayload): Promise<OfficeSupplier> =>
  apiCall(officeSuppliersCalls.renameSupplier, { params: { id }, body });

/** Renames an organisation in use. */
export const useRenameSupplier = (id: number) =>
  useSupplierChange((body: SupplierPayload) => renameSupplier(id, body));
