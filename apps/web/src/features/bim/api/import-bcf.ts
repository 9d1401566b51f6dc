import { BCF_FILE_FIELD, bcfCalls, type BcfImportSummary } from '@vve/contract/calls/bcf';
import type { ImportMode } from '@vve/contract/calls/office-import';
import { apiCall } from '../../../lib/api-client';

/** A BCF file's topics into a 3D project as requests: a dry run, or applied (all of it or nothing). */
export const importBcf =
  (projectId: number) =>
  (file: File, mode: ImportMode): Promise<BcfImportSummary> => {
    const body = new FormData();
    body.append(BCF_FILE_FIELD, file);
    return apiCall(bcfCalls.importBcf, { params: { id: projectId }, query: { mode }, body });
  };
