import {
  IMPORT_FILE_FIELD,
  officeImportCalls,
  type ImportMode,
  type ImportSummary,
} from '@vve/contract/calls/office-import';
import { apiCall } from '../../../lib/api-client';

/** Units with their owners and tenants from a file: a dry run, or applied (all of it or nothing). */
export const importResidents = (file: File, mode: ImportMode): Promise<ImportSummary> => {
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, file);
  return apiCall(officeImportCalls.importResidents, { query: { mode }, body });
};
