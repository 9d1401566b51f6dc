import { officeSuppliersCalls, type OfficeSupplier } from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { useSupplierChange } from './use-supplier-change';

export const archiveSupplier = (id: number, archived: boolean): Promise<OfficeSupplier> =>
  apiCall(officeSuppliersCalls.archiveSupplier, { params: { id }, body: { archived } });

/** Archives an organisation (true) or takes it back into use (false). */
export const useArchiveSupplier = (id: number) =>
  useSupplierChange((archived: boolean) => archiveSupplier(id, archived));
