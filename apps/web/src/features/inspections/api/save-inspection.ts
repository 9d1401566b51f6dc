import { useQueryClient } from '@tanstack/react-query';
import { inspectionsCalls, type Inspection } from '@vve/contract/calls/inspections';
import { needsRelatedRequestsRefetch } from '@vve/contract/rules/inspection-requests';
import { toInspectionSave } from '@vve/contract/rules/inspection-save';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { apiCall } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { inspectionEdit, replaceInspection, updateEdit } from '../inspection-store';
import { removeSavedFiles } from './inspection-files';
import { inspectionKeys } from './inspection-keys';

export const saveInspection = (inspection: Inspection): Promise<Inspection> =>
  apiCall(inspectionsCalls.saveInspection, {
    params: { id: inspection.id },
    body: toInspectionSave(inspection),
  });

/**
 * Saves the edited inspection (spec §4 "Inspection saving"): skipped while a save runs; on success the files
 * removed since the last save are removed on the server, a message, the saved inspection replaces the edited
 * one, the inspection and task lists are refetched, and the related requests
 * when the save may have raised one; a failure is logged and stored, with no message.
 */
export const useSaveInspection = (id: number) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const edit = inspectionEdit(id);
    if (!edit || edit.saving) return;
    updateEdit(id, (current) => ({ ...current, saving: true, saveError: null }));
    try {
      const saved = await saveInspection(edit.inspection);
      const removed = await removeSavedFiles(id, edit.removedFiles);
      replaceInspection(saved);
      updateEdit(id, (current) => ({
        ...current,
        saving: false,
        removedFiles: current.removedFiles.filter((fileId) => !removed.includes(fileId)),
      }));
      queryClient.setQueryData(inspectionKeys.detail(id), saved);
      notify(t('Your inspection has been saved.'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inspectionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: inspectionKeys.schedules }),
        needsRelatedRequestsRefetch(edit.inspection)
          ? queryClient.invalidateQueries({ queryKey: inspectionKeys.relatedRequests(id) })
          : undefined,
      ]);
    } catch (error) {
      console.error('Could not save the inspection', error);
      updateEdit(id, (current) => ({
        ...current,
        saving: false,
        saveError: error instanceof Error ? error : new Error(String(error)),
      }));
    }
  }, [id, queryClient, t]);
};
