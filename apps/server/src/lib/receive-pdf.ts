import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { refusal } from './http-error';
import { contentKey, type FileStorage } from './file-storage';
import { safeName, streamToTemporaryFile } from './receive-upload';

export interface ReceivedPdf {
  contentHash: string;
  size: number;
  name: string;
  contentType: 'application/pdf';
}

const startsLikePdf = async (filePath: string): Promise<boolean> => {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, 5, 0);
    return bytesRead === 5 && head.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
};

/**
 * Streams an uploaded PDF to disk (the multipart parser stops it at the size limit), checks that it is a PDF
 * by its first bytes, and stores it under its hash; the caller records the file.
 */
export const receivePdf = async (
  storage: FileStorage,
  stream: Readable,
  uploadedName: string,
): Promise<ReceivedPdf> => {
  const name = safeName(uploadedName, 'pdf');
  const upload = await streamToTemporaryFile(storage, stream);
  try {
    if (!(await startsLikePdf(upload.temporaryPath))) throw refusal('onlyPdf');
    await storage.putFile(contentKey(upload.contentHash), upload.temporaryPath);
    return { contentHash: upload.contentHash, size: upload.size, name, contentType: 'application/pdf' };
  } finally {
    await rm(upload.temporaryPath, { force: true });
  }
};
