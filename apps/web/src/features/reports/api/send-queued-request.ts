import type { ChangeSender } from '../../../lib/offline/sync-runner';
import { allSteps } from '../../../lib/offline/sync-runner';
import { readAsBase64 } from '../read-as-base64';
import { createReport } from './create-report';
import { uploadReportImage } from './upload-report-image';
import type { QueuedRequest } from '../queued-request';

/**
 * Sends a queued request: first each photo kept with it (each once, whatever was sent before), then the request
 * with all of them attached.
 */
export const sendQueuedRequest: ChangeSender = async (change, { key, step, file }) => {
  const { body } = change.payload as QueuedRequest;
  const uploaded = await allSteps(
    change.files.map((fileKey) =>
      step(fileKey, async (idempotencyKey) => {
        const photo = await file(fileKey);
        return (await uploadReportImage(await readAsBase64(photo.blob), {}, idempotencyKey)).id;
      }),
    ),
  );
  return createReport({ ...body, attachmentIds: [...(body.attachmentIds ?? []), ...uploaded] }, key);
};
