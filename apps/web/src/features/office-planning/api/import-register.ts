import { IMPORT_FILE_FIELD, type ImportMode } from '@vve/contract/calls/office-import';
import { officeRegisterCalls, type RegisterImportSummary } from '@vve/contract/calls/office-register';
import { apiCall } from '../../../lib/api-client';

/** A complex's element register from a file: a dry run, or applied (all of it or nothing). */
export const importRegister =
  (complexId: number) =>
  (file: File, mode: ImportMode): Promise<RegisterImportSummary> => {
    const body = new FormData();
    body.append(IMPORT_FILE_FIELD, file);
    return apiCall(officeRegisterCalls.importRegister, { params: { id: complexId }, query: { mode }, body });
  };
