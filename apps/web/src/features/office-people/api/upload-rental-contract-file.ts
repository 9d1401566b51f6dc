import { CONTRACT_FILE_FIELD, officeRelationsCalls } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { usePeopleChange } from './use-people-change';

export const uploadRentalContractFile = (id: number, file: File) => {
  const body = new FormData();
  body.append(CONTRACT_FILE_FIELD, file);
  return apiCall(officeRelationsCalls.uploadRentalContractFile, { params: { id }, body });
};

/** Uploads a rental contract's PDF (it replaces an earlier one). */
export const useUploadRentalContractFile = (id: number) =>
  usePeopleChange((file: File) => uploadRentalContractFile(id, file));
