import { inspectionsCalls, type Inspection } from '@vve/contract/calls/inspections';
import { toInspectionSave } from '@vve/contract/rules/inspection-save';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { apiCall } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { ApiError } from '../../../lib/api-error';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { inspectionEdit, resolveConflict, takeQueued, updateEdit } from '../inspection-store';
import {
  knownFilesOf,
  localFileIdsOf,
  QUEUED_INSPECTION,
  toServerId,
  waitingFileKey,
  type QueuedInspection,
} from '../queued-inspection';
import { apiRefusal } from '../../../lib/api-refusal';
import { forgetSavesRefusedAsConflicts, loadConflict, savedElsewhere } from './inspection-conflict';

export const saveInspection = (inspection: Inspection, idempotencyKey?: string): Promise<Inspection> =>
  apiCall(inspectionsCalls.saveInspection, {
    params: { id: inspection.id },
    body: toInspectionSave(inspection),
    idempotencyKey,
  });

/**
 * Saves the edited inspection (spec §4 "Inspection saving") through the device's queue (issue 16): skipped while a
 * save runs; once the server has it, the queue's sending removes the files removed since the last save, takes the
 * saved inspection as the edited one and refetches the lists (`inspection-sent`), and a message says so; without a
 * connection it is kept on the device with its waiting photos, and a message says that. A refusal is logged and
 * stored, with no message; one because of a save elsewhere shows both versions to choose from.
 */
export const useSaveInspection = (id: number) => {
  const { t } = useTranslation();
  return useCallback(async () => {
    const edit = inspectionEdit(id);
    if (!edit || edit.saving) return;
    updateEdit(id, (current) => ({ ...current, saving: true, saveError: null }));
    const waiting = localFileIdsOf(edit.inspection);
    const queued: QueuedInspection = {
      inspection: edit.inspection,
      start: null,
      save: true,
      removedFiles: [...edit.removedFiles],
      knownFiles: knownFilesOf(edit.inspection, edit.files),
      waitingFiles: Object.fromEntries(
        waiting.flatMap((localId) => {
          const file = edit.waitingFiles[localId];
          return file ? [[localId, file]] : [];
        }),
      ),
    };
    try {
      const outcome = await sendOrQueue(QUEUED_INSPECTION, queued, [], waiting.map(waitingFileKey));
      if (outcome === 'waiting') takeQueued(queued);
      // Once the server has an inspection registered on this device, its edit goes on under the server's id.
      updateEdit(toServerId(id), (current) => ({ ...current, saving: false }));
      notify(
        outcome === 'sent'
          ? t('Your inspection has been saved.')
          : t('Your inspection is kept on this device and is sent when you are online.'),
      );
    } catch (error) {
      console.error('Could not save the inspection', error);
      const editId = toServerId(id);
      const conflict = error instanceof ApiError && savedElsewhere(apiRefusal(error));
      updateEdit(editId, (current) => ({
        ...current,
        saving: false,
        saveError: conflict ? null : error instanceof Error ? error : new Error(String(error)),
      }));
      if (conflict) await loadConflict(editId);
    }
  }, [id, t]);
};

/**
 * Saves the versions the inspector chose per part, on the version saved elsewhere (issue 16), as any save; then
 * the device's saves of it refused for that conflict are forgotten: what they held is in the chosen version, or
 * was chosen away.
 */
export const useSaveChosenVersions = (id: number) => {
  const save = useSaveInspection(id);
  return useCallback(
    async (chosen: Inspection) => {
      resolveConflict(id, chosen);
      await save();
      await forgetSavesRefusedAsConflicts(toServerId(id));
    },
    [id, save],
  );
};
