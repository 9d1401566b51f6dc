import { useQuery } from '@tanstack/react-query';
import { elementEntryOf, updateElementEntry } from '@vve/contract/rules/element-state';
import { filesCalls, MAX_FILES_PER_FETCH, UPLOAD_FIELD, type StoredFile } from '@vve/contract/calls/files';
import { useEffect } from 'react';
import { apiCall, apiCallWithUploadProgress } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { downscalePhoto } from '../../../lib/downscale-photo';
import { INSPECTION_PHOTO_FORMAT } from '../inspection-photo-format';
import { rememberFiles, removeFile, updateEdit, type PendingUpload } from '../inspection-store';
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
  const query = useQuery({
    queryKey: inspectionKeys.files(id, missing),
    queryFn: () => getInspectionFiles(id, missing),
    enabled: missing.length > 0,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.data) rememberFiles(id, query.data);
  }, [id, query.data]);
  return query;
};

let uploadCount = 0;

const changeUpload = (id: number, key: string, change: (upload: PendingUpload) => PendingUpload) => {
  updateEdit(id, (edit) => ({
    ...edit,
    uploads: edit.uploads.map((upload) => (upload.key === key ? change(upload) : upload)),
  }));
};

/**
 * Sends one pending upload, a photo made small enough on the device first: on success the stored file joins the
 * list it was added to (the element's, or the inspection's own) and the pending entry goes; on failure the entry
 * keeps the error, for Retry or Remove.
 */
const sendUpload = async (id: number, { key, file, elementId }: PendingUpload): Promise<void> => {
  try {
    const body = new FormData();
    const sent = file.type.startsWith('image/') ? await downscalePhoto(file, INSPECTION_PHOTO_FORMAT) : file;
    body.append(UPLOAD_FIELD, sent, file.name);
    const stored = await apiCallWithUploadProgress(
      filesCalls.uploadInspectionFiles,
      { params: { id }, body },
      {
        onProgress: (progress) => {
          changeUpload(id, key, (upload) => ({ ...upload, progress }));
        },
      },
    );
    rememberFiles(id, stored);
    const ids = stored.map((storedFile) => storedFile.id);
    updateEdit(id, (edit) => ({
      ...edit,
      uploads: edit.uploads.filter((upload) => upload.key !== key),
      inspection:
        elementId === null
          ? { ...edit.inspection, files: [...edit.inspection.files, ...ids] }
          : {
              ...edit.inspection,
              statePerElement: updateElementEntry(edit.inspection.statePerElement, elementId, {
                files: [...elementEntryOf(edit.inspection.statePerElement, elementId).files, ...ids],
              }),
            },
    }));
  } catch (error) {
    console.error('Could not upload a file', error);
    changeUpload(id, key, (upload) => ({
      ...upload,
      error: error instanceof Error ? error : new Error(String(error)),
    }));
  }
};

/**
 * Uploads files to an inspection, one call each so that every file has its own progress (spec §4 "File upload"):
 * a pending entry, then the stored file in the list of the inspection or the element, or an error.
 */
export const uploadInspectionFiles = async (
  id: number,
  files: readonly File[],
  elementId: number | null,
): Promise<void> => {
  const uploads = files.map((file): PendingUpload => {
    uploadCount += 1;
    return {
      key: `upload-${uploadCount}`,
      file,
      elementId,
      progress: { loaded: 0, total: file.size },
      error: null,
    };
  });
  updateEdit(id, (edit) => ({ ...edit, uploads: [...edit.uploads, ...uploads] }));
  await Promise.all(uploads.map((upload) => sendUpload(id, upload)));
};

/** Sends a failed upload again. */
export const retryInspectionUpload = (id: number, upload: PendingUpload): Promise<void> => {
  const again = { ...upload, progress: { loaded: 0, total: upload.file.size }, error: null };
  changeUpload(id, upload.key, () => again);
  return sendUpload(id, again);
};

/** Forgets a failed upload. */
export const dismissInspectionUpload = (id: number, key: string): void => {
  updateEdit(id, (edit) => ({ ...edit, uploads: edit.uploads.filter((upload) => upload.key !== key) }));
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
