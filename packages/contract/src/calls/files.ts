import { z } from 'zod';
import { THUMBNAIL_SIZE, THUMBNAIL_SIZES } from '../constants';
import { callPath, defineCall } from '../define-call';
import { Id, IdParam, MAX_NAME_LENGTH, Name } from '../primitives';
import { IdParams } from './params';

/** The hash in a file link: hex or base64url. */
const FileHash = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid file hash');

/** A file link's secret: links without it answer 404. */
const AccessCode = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Invalid access code');

/**
 * A stored file (spec §3), with the access code its links need. Named `StoredFile` so that it
 * does not shadow the global `File`.
 */
export const StoredFile = z.object({
  id: Id,
  hash: FileHash,
  name: Name.min(1),
  contentType: z.string().min(1).max(MAX_NAME_LENGTH),
  accessCode: AccessCode,
});
export type StoredFile = z.infer<typeof StoredFile>;

/** The multipart field that carries uploaded files. */
export const UPLOAD_FIELD = 'files';
/** At most this many file ids are fetched in one call. */
export const MAX_FILES_PER_FETCH = 100;
/** At most this many files are sent in one upload call; a call with more answers 413. */
export const MAX_FILES_PER_UPLOAD = 20;

/** A file name as a user types it: no path separators and no control characters. */
export const FileName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(MAX_NAME_LENGTH)
  .regex(/^[^/\\\p{Cc}]+$/u, 'Name may not contain slashes or control characters');

/** `:ids` is a comma-separated list of file ids: `3,5,8`. */
const CommaSeparatedFileIds = z
  .string()
  .max(MAX_FILES_PER_FETCH * 11)
  .regex(/^[1-9]\d*(,[1-9]\d*)*$/, 'Expected comma-separated file ids')
  .transform((ids) => ids.split(',').map(Number))
  .pipe(z.array(Id).max(MAX_FILES_PER_FETCH));

const InspectionFileParams = z.object({ id: IdParam, fileId: IdParam });

/** The path of a file link: `/file/…/:id/:hash/:name`. */
const FileLinkParams = z.object({
  id: IdParam,
  hash: FileHash,
  name: Name.min(1),
});

/** Thumbnails come only in the sizes of spec §9, so that no one can make the server render any size. */
const ThumbnailSize = z.coerce
  .number()
  .int()
  .refine((size) => THUMBNAIL_SIZES.includes(size), `Size must be one of ${THUMBNAIL_SIZES.join(', ')}`)
  .default(THUMBNAIL_SIZE.fileDefault);

/** The bytes of a file; not JSON. */
const FileContents = z.unknown();

/** The largest inspection photo (a phone's photo, before the web app scales it down). */
export const MAX_INSPECTION_PHOTO_BYTES = 25 * 1024 * 1024;
/** The largest single upload to an inspection (a video). */
export const MAX_INSPECTION_UPLOAD_BYTES = 200 * 1024 * 1024;

export const filesCalls = {
  inspectionFiles: defineCall({
    method: 'GET',
    path: '/inspections/:id/files/:ids',
    params: z.object({ id: IdParam, ids: CommaSeparatedFileIds }),
    response: z.array(StoredFile),
  }),
  renameInspectionFile: defineCall({
    method: 'POST',
    path: '/inspections/:id/files/:fileId/name',
    params: InspectionFileParams,
    body: z.strictObject({ name: FileName }),
    response: StoredFile,
  }),
  uploadInspectionFiles: defineCall({
    method: 'POST',
    path: '/inspections/:id/files',
    params: IdParams,
    bodyType: 'multipart',
    idempotent: true,
    response: z.array(StoredFile),
  }),
  removeInspectionFile: defineCall({
    method: 'DELETE',
    path: '/inspections/:id/files/:fileId',
    params: InspectionFileParams,
    response: z.object({ id: Id }),
  }),
  fileDownload: defineCall({
    method: 'GET',
    path: '/file/download/:id/:hash/:name',
    params: FileLinkParams,
    query: z.object({ accessCode: AccessCode.optional() }),
    responseType: 'binary',
    auth: 'public',
    response: FileContents,
  }),
  fileThumbnail: defineCall({
    method: 'GET',
    path: '/file/thumbnail/:id/:hash/:name',
    params: FileLinkParams,
    query: z.object({ size: ThumbnailSize, accessCode: AccessCode.optional() }),
    responseType: 'binary',
    auth: 'public',
    response: FileContents,
  }),
};

/** The download link of a file (spec §7). */
export const fileDownloadPath = (file: StoredFile): string =>
  `${callPath(filesCalls.fileDownload.path, file)}?accessCode=${file.accessCode}`;

/** The thumbnail link of a file at one of the sizes of spec §9. */
export const fileThumbnailPath = (file: StoredFile, size: number = THUMBNAIL_SIZE.fileDefault): string =>
  `${callPath(filesCalls.fileThumbnail.path, file)}?size=${size}&accessCode=${file.accessCode}`;
