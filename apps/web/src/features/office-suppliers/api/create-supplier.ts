import {
  officeSuppliersCalls,
  type OfficeSupplier,
  type SupplierPayload,
} from '@vve/contract/calls/office-suppliers';
import { apiCall } from '../../../lib/api-client';
import { useSupplierChange } from './use-supplier-change';

export const createSupplier = (body: SupplierPayload): Promise<OfficeSupplier> =>
  apiCall(officeSuppliersCalls.createSupplier, { body });

/** Adds a supplier organisation. */
export const useCreateSupplier = () => useSupplierChange(createSupplier);
