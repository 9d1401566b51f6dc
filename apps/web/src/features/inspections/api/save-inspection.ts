import { inspectionsCalls, type Inspection } from '@vve/contract/calls/inspections';
import { toInspectionSave } from '@vve/contract/rules/inspection-save';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { apiCall } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { serverIdOf } from '../../../lib/offline/local-ids';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { inspectionEdit, takeQueued, updateEdit } from '../inspection-store';
import {
  localFileIdsOf,
  QUEUED_INSPECTION,
  waitingFileKey,
  type QueuedInspection,
} from '../queued-inspection';

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
 * stored, with no message.
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
      updateEdit(serverIdOf(id) ?? id, (current) => ({ ...current, saving: false }));
      notify(
        outcome === 'sent'
          ? t('Your inspection has been saved.')
          : t('Your inspection is kept on this device and is sent when you are online.'),
      );
    } catch (error) {
      console.error('Could not save the inspection', error);
      updateEdit(id, (current) => ({
        ...current,
        saving: false,
        saveError: error instanceof Error ? error : new Error(String(error)),
      }));
    }
  }, [id, t]);
};
