import type { Inspection } from '@vve/contract/calls/inspections';
import { DeviceRefusal } from '../../../lib/offline/device-refusals';
import { rememberServerId, serverIdOf } from '../../../lib/offline/local-ids';
import { allSteps, type ChangeSender } from '../../../lib/offline/sync-runner';
import { rememberSavedVersion, versionToSend } from '../saved-versions';
import { localFileIdsOf, waitingFileKey, withServerIds, type QueuedInspection } from '../queued-inspection';
import { getInspection } from './get-inspection';
import { removeSavedFiles, uploadInspectionFile } from './inspection-files';
import { saveInspection } from './save-inspection';
import { startInspection } from './start-inspection';

/**
 * Sends an inspection kept on the device, in order: the draft when it was registered here (the server's id then
 * takes the local one's place), each waiting file once (with the key it was made with, so that an upload the
 * screen began is not stored twice), then the save with the server's ids (based on the version this device's
 * own saves made last, `saved-versions`), and the removal of the files it removed. Answers the inspection as the server has it now.
 */
export const sendQueuedInspection: ChangeSender = async (change, { key, step, file }) => {
  const queued = change.payload as QueuedInspection;
  const { inspection, start } = queued;
  if (start) {
    const serverId = await step(
      'draft',
      async (idempotencyKey) => (await startInspection(start, idempotencyKey)).id,
    );
    rememberServerId(inspection.id, serverId);
  }
  const serverId = serverIdOf(inspection.id);
  if (serverId === undefined) throw new DeviceRefusal('inspectionRegistrationGone');
  await allSteps(
    localFileIdsOf(inspection)
      .filter((localId) => serverIdOf(localId) === undefined)
      .map((localId) =>
        step(`file:${localId}`, async () => {
          const waiting = queued.waitingFiles[localId];
          if (!waiting) throw new DeviceRefusal('inspectionFileGone');
          const stored = await uploadInspectionFile(
            serverId,
            await file(waitingFileKey(localId)),
            waiting.key,
          );
          rememberServerId(localId, stored.id);
          return stored.id;
        }),
      ),
  );
  if (!queued.save) return getInspection(serverId);
  const version = versionToSend(serverId, inspection.version);
  const saved: Inspection = await saveInspection({ ...withServerIds(inspection), version }, key);
  rememberSavedVersion(serverId, version, saved.version);
  await removeSavedFiles(serverId, queued.removedFiles);
  return saved;
};
