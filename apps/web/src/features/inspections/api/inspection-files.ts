import { useQuery } from '@tanstack/react-query';
import { filesCalls, MAX_FILES_PER_FETCH, UPLOAD_FIELD, type StoredFile } from '@vve/contract/calls/files';
import type { Inspection } from '@vve/contract/calls/inspections';
import { useEffect } from 'react';
import { apiCall, apiCallWithUploadProgress, type UploadOptions } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { downscalePhoto } from '../../../lib/downscale-photo';
import { isNetworkFailure } from '../../../lib/network-failure';
import { newLocalId, rememberServerId, serverIdOf, useServerIdOf } from '../../../lib/offline/local-ids';
import { outbox, type NewFile } from '../../../lib/offline/outbox';
import { newChangeKey } from '../../../lib/offline/send-or-queue';
import { offlineOwner } from '../../../lib/offline/sync-state';
import { withFilesAdded, type FilePlace } from '../file-place';
import { INSPECTION_PHOTO_FORMAT } from '../inspection-photo-format';
import {
  inspectionEdit,
  rememberFiles,
  removeFile,
  updateEdit,
  type UploadAttempt,
} from '../inspection-store';
import { waitingFileKey, withFileIds } from '../queued-inspection';
import { inspectionKeys } from './inspection-keys';

/** Fetches files by id, at most MAX_FILES_PER_FETCH a call. */
export const getInspectionFiles = async (id: number, fileIds: readonly number[]): Promise<StoredFile[]> => {
  const chunks: number[][] = [];
  for (let start = 0; start < fileIds.length; start += MAX_FILES_PER_FETCH) {
    chunks.push(fileIds.slice(start, start + MAX_FILES_PER_FETCH));
  }
  const answers = await Promise.all(
    chunks.map((ids) => apiCall(filesCalls.inspectionFiles, { params: { id, ids: ids.join(',') } })),
  );
  return answers.flat();
};

/** Fetches the files of a loaded inspection that are not known yet into the store; a failure is only recorded. */
export const useFetchInspectionFiles = (id: number, missing: readonly number[]) => {
  const serverId = useServerIdOf(id);
  const query = useQuery({
    queryKey: inspectionKeys.files(serverId ?? id, missing),
    queryFn: () => getInspectionFiles(serverId ?? id, missing),
    enabled: missing.length > 0 && serverId !== undefined,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.data) rememberFiles(id, query.data);
  }, [id, query.data]);
  return query;
};

const changeUpload = (id: number, localId: number, change: (upload: UploadAttempt) => UploadAttempt) => {
  updateEdit(id, (edit) => {
    const upload = edit.uploads[localId];
    return upload ? { ...edit, uploads: { ...edit.uploads, [localId]: change(upload) } } : edit;
  });
};

const withoutKey = <T>(record: Readonly<Record<string, T>>, key: number): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([kept]) => kept !== String(key)));

/** The file ids of an inspection with one replaced (an uploaded file taking its local id's place) or dropped. */
const replaceFileId = (inspection: Inspection, from: number, to: number | null): Inspection =>
  withFileIds(inspection, (fileId) => (fileId !== from ? [fileId] : to === null ? [] : [to]));

/** Uploads one file of an inspection the server has, with its own idempotency key; answers the stored file. */
export const uploadInspectionFile = async (
  serverId: number,
  file: NewFile,
  idempotencyKey: string,
  options: UploadOptions = {},
): Promise<StoredFile> => {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file.blob, file.name);
  const [stored] = await apiCallWithUploadProgress(
    filesCalls.uploadInspectionFiles,
    { params: { id: serverId }, body, idempotencyKey },
    options,
  );
  if (!stored) throw new Error('The server stored no file.');
  return stored;
};

/**
 * Uploads a waiting file of an inspection the server has, with its progress: on success the stored file takes the
 * local id's place and the device forgets the bytes (unless a saved change still takes them); without a
 * connection it stays waiting, to go with the next save; another failure is kept, for Retry or Remove.
 */
const sendWaitingFile = async (id: number, localId: number, photo?: NewFile): Promise<void> => {
  const waiting = inspectionEdit(id)?.waitingFiles[localId];
  const serverId = serverIdOf(id);
  const wait = () => {
    updateEdit(id, (edit) => ({ ...edit, uploads: withoutKey(edit.uploads, localId) }));
  };
  if (!waiting) return;
  // An inspection registered on this device and not sent yet: its files go with its save.
  if (serverId === undefined) {
    wait();
    return;
  }
  try {
    const file = photo ?? (await outbox.file(waitingFileKey(localId)));
    if (!file) throw new Error('The file is no longer on this device.');
    const stored = await uploadInspectionFile(serverId, file, waiting.key, {
      onProgress: (progress) => {
        changeUpload(id, localId, (upload) => ({ ...upload, progress }));
      },
    });
    rememberServerId(localId, stored.id);
    rememberFiles(id, [stored]);
    updateEdit(id, (edit) => ({
      ...edit,
      inspection: replaceFileId(edit.inspection, localId, stored.id),
      waitingFiles: withoutKey(edit.waitingFiles, localId),
      uploads: withoutKey(edit.uploads, localId),
    }));
    await outbox.removeUntakenFiles([waitingFileKey(localId)]);
  } catch (error) {
    if (isNetworkFailure(error)) {
      wait();
      return;
    }
    console.error('Could not upload a file', error);
    changeUpload(id, localId, (upload) => ({
      ...upload,
      error: error instanceof Error ? error : new Error(String(error)),
    }));
  }
};

/**
 * Adds files to an inspection (spec §4 "File upload"), each kept on the device first (a photo made small enough
 * there), so that a closed tab or a lost connection loses none (issue 16): each joins the list of its place (the
 * inspection, an element or a defect) under a local id at once, and is uploaded one call each, with its own
 * progress, while there is a connection and the server has the inspection; otherwise it waits and goes with the
 * save.
 */
export const uploadInspectionFiles = async (
  id: number,
  files: readonly File[],
  place: FilePlace,
): Promise<void> => {
  const owner = offlineOwner.read();
  const added = files.map((file) => ({ file, localId: newLocalId() }));
  updateEdit(id, (edit) => {
    const ids = added.map(({ localId }) => localId);
    return {
      ...edit,
      waitingFiles: {
        ...edit.waitingFiles,
        ...Object.fromEntries(
          added.map(({ file, localId }) => [
            localId,
            { name: file.name, type: file.type, key: newChangeKey() },
          ]),
        ),
      },
      uploads: {
        ...edit.uploads,
        ...Object.fromEntries(
          added.map(({ file, localId }) => [
            localId,
            { progress: { loaded: 0, total: file.size }, error: null },
          ]),
        ),
      },
      inspection: withFilesAdded(edit.inspection, place, ids),
    };
  });
  await Promise.all(
    added.map(async ({ file, localId }) => {
      try {
        const blob = file.type.startsWith('image/')
          ? await downscalePhoto(file, INSPECTION_PHOTO_FORMAT)
          : file;
        const photo = { blob, name: file.name };
        if (owner !== undefined) await outbox.keepFile(owner, waitingFileKey(localId), photo);
        await sendWaitingFile(id, localId, photo);
      } catch (error) {
        console.error('Could not keep a file on this device', error);
        changeUpload(id, localId, (upload) => ({
          ...upload,
          error: error instanceof Error ? error : new Error(String(error)),
        }));
      }
    }),
  );
};

/** Sends a failed upload again. */
export const retryInspectionUpload = (id: number, localId: number): Promise<void> => {
  updateEdit(id, (edit) => ({
    ...edit,
    uploads: { ...edit.uploads, [localId]: { progress: { loaded: 0, total: 0 }, error: null } },
  }));
  return sendWaitingFile(id, localId);
};

/** Takes a file that is not uploaded yet out of the inspection; the device forgets it unless a save takes it. */
export const removeWaitingFile = (id: number, localId: number): void => {
  updateEdit(id, (edit) => ({
    ...edit,
    inspection: replaceFileId(edit.inspection, localId, null),
    waitingFiles: withoutKey(edit.waitingFiles, localId),
    uploads: withoutKey(edit.uploads, localId),
  }));
  outbox.removeUntakenFiles([waitingFileKey(localId)]).catch((error: unknown) => {
    console.error('Could not remove a file from this device', error);
  });
};

/**
 * Takes files out of the inspection whatever their state (a removed defect's photos): a waiting one as its Remove
 * does, an uploaded one until the save removes it on the server.
 */
export const removeInspectionFiles = (id: number, fileIds: readonly number[]): void => {
  const waiting = inspectionEdit(id)?.waitingFiles ?? {};
  for (const fileId of fileIds) {
    if (fileId in waiting) removeWaitingFile(id, fileId);
    else removeFile(id, fileId);
  }
};

/**
 * Renames a file: the user gives a new stem and the server keeps the extension (spec §2); the answer's name is
 * kept locally.
 */
export const renameInspectionFile = async (id: number, fileId: number, newStem: string): Promise<void> => {
  const renamed = await apiCall(filesCalls.renameInspectionFile, {
    params: { id, fileId },
    body: { name: newStem },
  });
  rememberFiles(id, [renamed]);
};

/**
 * Removes a file from the unsaved inspection's and elements' file lists: like any change, it reaches the server
 * when the inspection is saved (`removeSavedFiles`), and leaving without saving undoes it.
 */
export const removeInspectionFile = (id: number, fileId: number): Promise<void> => {
  removeFile(id, fileId);
  return Promise.resolve();
};

/** Removes on the server the files removed from a saved inspection; one already gone counts as removed. */
export const removeSavedFiles = async (id: number, fileIds: readonly number[]): Promise<number[]> => {
  const removed = await Promise.all(
    fileIds.map((fileId) =>
      apiCall(filesCalls.removeInspectionFile, { params: { id, fileId } }).then(
        () => fileId,
        (error: unknown) => (error instanceof ApiError && error.status === 404 ? fileId : undefined),
      ),
    ),
  );
  return removed.filter((fileId) => fileId !== undefined);
};
