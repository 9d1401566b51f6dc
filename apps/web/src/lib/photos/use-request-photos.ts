import type { StoredFile } from '@vve/contract/calls/files';
import { MAX_REPORT_ATTACHMENTS } from '@vve/contract/calls/requests';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downscalePhoto } from '../downscale-photo';
import type { TFunction } from '../i18n/i18n';
import { isNetworkFailure } from '../network-failure';
import type { NewFile } from '../offline/outbox';
import { useUploadRequestImage } from './upload-request-image';
import { readAsBase64 } from './read-as-base64';
import { REPORT_PHOTO_FORMAT } from './request-photo-format';

/** `waiting`: the upload found no connection; the photo is kept on the device and sent with the request. */
export type PhotoStatus = 'preparing' | 'uploading' | 'uploaded' | 'waiting' | 'failed';

/** A photo picked for a request, made ready to send (downscaled) and uploaded as soon as it is picked. */
export interface RequestPhoto {
  key: number;
  file: File;
  /** A local link to show the photo as it is sent: none while it is made ready, or for a file that is no photo. */
  previewUrl?: string;
  status: PhotoStatus;
  /** From 0 to 1. */
  progress: number;
  stored?: StoredFile;
  error?: Error;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The photos of a request being written: each is made ready to send (at most 2560 px on its longest side),
 * read as base64 and uploaded at once, with its own progress; a failed photo keeps its place (to retry or
 * remove) without touching the others.
 */
export const useRequestPhotos = () => {
  const [photos, setPhotos] = useState<RequestPhoto[]>([]);
  const { mutateAsync: upload } = useUploadRequestImage();
  const nextKey = useRef(1);
  /** The running uploads and the local previews, by photo key: what must be let go of. */
  const uploads = useRef(new Map<number, AbortController>());
  const previews = useRef(new Map<number, string>());
  /** The photos as they are sent, by photo key: a retry sends the same again. */
  const ready = useRef(new Map<number, Blob>());

  const update = useCallback((key: number, patch: Partial<RequestPhoto>) => {
    setPhotos((all) => all.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));
  }, []);

  /** The photo as it is sent, made once; undefined when the photo was let go of meanwhile. */
  const prepare = useCallback(
    async (photo: RequestPhoto, signal: AbortSignal) => {
      const known = ready.current.get(photo.key);
      if (known) return known;
      const sent = await downscalePhoto(photo.file, REPORT_PHOTO_FORMAT);
      if (signal.aborted) return undefined;
      ready.current.set(photo.key, sent);
      const previewUrl = URL.createObjectURL(sent);
      previews.current.set(photo.key, previewUrl);
      update(photo.key, { previewUrl });
      return sent;
    },
    [update],
  );

  const start = useCallback(
    async (photo: RequestPhoto) => {
      const running = uploads.current;
      running.get(photo.key)?.abort();
      const controller = new AbortController();
      running.set(photo.key, controller);
      try {
        const sent = await prepare(photo, controller.signal);
        if (!sent) return;
        update(photo.key, { status: 'uploading', progress: 0, error: undefined });
        const base64 = await readAsBase64(sent);
        if (controller.signal.aborted) return;
        const stored = await upload({
          base64,
          signal: controller.signal,
          onProgress: ({ loaded, total }) => {
            update(photo.key, { progress: total > 0 ? loaded / total : 0 });
          },
        });
        update(photo.key, { status: 'uploaded', progress: 1, stored });
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return;
        update(photo.key, {
          status: isNetworkFailure(error) ? 'waiting' : 'failed',
          error: error instanceof Error ? error : new Error(String(error)),
        });
      } finally {
        if (running.get(photo.key) === controller) running.delete(photo.key);
      }
    },
    [prepare, update, upload],
  );

  const add = (files: readonly File[]) => {
    const added = files.map((file): RequestPhoto => {
      const key = nextKey.current++;
      return { key, file, status: 'preparing', progress: 0 };
    });
    setPhotos((all) => [...all, ...added]);
    for (const photo of added) void start(photo);
  };

  const retry = (photo: RequestPhoto) => {
    void start(photo);
  };

  const forget = (key: number) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    const previewUrl = previews.current.get(key);
    if (previewUrl !== undefined) URL.revokeObjectURL(previewUrl);
    previews.current.delete(key);
    ready.current.delete(key);
  };

  const remove = (photo: RequestPhoto) => {
    forget(photo.key);
    setPhotos((all) => all.filter((candidate) => candidate.key !== photo.key));
  };

  /** Forgets every photo (after a request was sent). */
  const reset = () => {
    for (const photo of photos) forget(photo.key);
    setPhotos([]);
  };

  // Leaving the form stops running uploads and frees the local previews.
  useEffect(() => {
    const running = uploads.current;
    const shown = previews.current;
    return () => {
      running.forEach((controller) => {
        controller.abort();
      });
      shown.forEach((previewUrl) => {
        URL.revokeObjectURL(previewUrl);
      });
    };
  }, []);

  return {
    photos,
    add,
    retry,
    remove,
    reset,
    attachmentIds: photos.flatMap((photo) => (photo.stored ? [photo.stored.id] : [])),
    /** The photos that wait for a connection, as they are to be sent: they go with the queued request. */
    waitingFiles: (): NewFile[] =>
      photos.flatMap((photo) => {
        const blob = photo.status === 'waiting' ? ready.current.get(photo.key) : undefined;
        return blob ? [{ blob, name: photo.file.name }] : [];
      }),
    uploading: photos.some((photo) => photo.status === 'preparing' || photo.status === 'uploading'),
    failed: photos.some((photo) => photo.status === 'failed'),
  };
};

export type RequestPhotos = ReturnType<typeof useRequestPhotos>;

/**
 * Why the photos cannot be sent yet, if they cannot: some are still on their way, some failed, or there are more
 * than a request (or a message) takes, which `tooMany` says in the words of what is sent.
 */
export const photosBlocker = (
  photos: RequestPhotos,
  t: TFunction,
  tooMany: (count: number) => string,
): string | null => {
  if (photos.uploading) return t('Please wait until all photos are uploaded.');
  if (photos.failed) return t('Some photos could not be uploaded. Try them again or remove them.');
  if (photos.photos.length > MAX_REPORT_ATTACHMENTS) return tooMany(MAX_REPORT_ATTACHMENTS);
  return null;
};
