import { fileDownloadPath, fileThumbnailPath, type StoredFile } from '@vve/contract/calls/files';
import { apiHost } from './api-host';

/** The download link of a file on the API host (spec §7). */
export const fileDownloadUrl = (file: StoredFile): string => `${apiHost}${fileDownloadPath(file)}`;

/** The thumbnail link of an image file on the API host, at one of the sizes of spec §9. */
export const fileThumbnailUrl = (file: StoredFile, size: number): string =>
  `${apiHost}${fileThumbnailPath(file, size)}`;

/** Whether the API host can make a thumbnail of the file. */
export const isImageFile = (file: StoredFile): boolean => file.contentType.startsWith('image/');
