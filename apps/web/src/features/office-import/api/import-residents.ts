import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  IMPORT_FILE_FIELD,
  officeImportCalls,
  type ImportMode,
  type ImportSummary,
} from '@vve/contract/calls/office-import';
import { ImportRefusal } from '@vve/contract/calls/import-refusal';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export const importResidents = (file: File, mode: ImportMode): Promise<ImportSummary> => {
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, file);
  return apiCall(officeImportCalls.importResidents, { query: { mode }, body });
};

/** The summary a refused import carries (a file with errors, a header without the required columns). */
export const refusedSummary = (error: Error | null): ImportSummary | undefined =>
  error instanceof ApiError ? ImportRefusal.safeParse(error.body).data?.summary : undefined;

/** The dry run: what the file would create or change, and every row's error. Nothing changes. */
export const useCheckImport = () =>
  useMutation({ mutationFn: (file: File) => importResidents(file, 'dry-run') });

/** Imports the file, all of it or nothing; units, people and their relations are loaded again everywhere. */
export const useApplyImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importResidents(file, 'apply'),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
