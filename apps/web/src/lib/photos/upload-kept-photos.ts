import type { QueuedChange } from '../offline/queued-change';
import { allSteps, type StepTools } from '../offline/sync-runner';
import { readAsBase64 } from './read-as-base64';
import { uploadRequestImage } from './upload-request-image';

/**
 * Uploads the photos kept on the device with a queued change (each once, whatever was sent before) and answers
 * their ids, to attach them to what the change sends.
 */
export const uploadKeptPhotos = (change: QueuedChange, { step, file }: StepTools): Promise<number[]> =>
  allSteps(
    change.files.map((fileKey) =>
      step(fileKey, async (idempotencyKey) => {
        const photo = await file(fileKey);
        return (await uploadRequestImage(await readAsBase64(photo.blob), {}, idempotencyKey)).id;
      }),
    ),
  );
