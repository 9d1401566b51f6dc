import type { ChangeSender } from '../../../lib/offline/sync-runner';
import { uploadKeptPhotos } from '../../../lib/photos/upload-kept-photos';
import { createRequest } from './create-request';
import type { QueuedRequest } from '../queued-request';

/**
 * Sends a queued request: first each photo kept with it (each once, whatever was sent before), then the request
 * with all of them attached.
 */
export const sendQueuedRequest: ChangeSender = async (change, tools) => {
  const { body } = change.payload as QueuedRequest;
  const uploaded = await uploadKeptPhotos(change, tools);
  return createRequest({ ...body, attachmentIds: [...(body.attachmentIds ?? []), ...uploaded] }, tools.key);
};
