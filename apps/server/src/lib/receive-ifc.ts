import { open, rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { refusal } from './http-error';
import type { FileStorage } from './file-storage';
import { safeName, streamToTemporaryFile } from './receive-upload';
import { IFC_HEADER_BYTES, IFC_TRAILER_BYTES, isCompleteIfc, readIfcSchema } from './ifc-header';

export interface ReceivedIfc {
  ifcKey: string;
  fileName: string;
  schema: string;
  size: number;
}

const readEnds = async (filePath: string, size: number) => {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(Math.min(IFC_HEADER_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(IFC_TRAILER_BYTES, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return { head, tail };
  } finally {
    await handle.close();
  }
};

/**
 * Streams an uploaded IFC file to disk (the multipart parser stops it at the size limit), checks
 * that it is a complete IFC-SPF file of a schema the converter reads, and stores it under its hash.
 */
export const receiveIfc = async (
  storage: FileStorage,
  stream: Readable,
  uploadedName: string,
): Promise<ReceivedIfc> => {
  const fileName = safeName(uploadedName, 'ifc');
  const upload = await streamToTemporaryFile(storage, stream);
  try {
    if (upload.size === 0) throw refusal('ifcEmpty');
    const { head, tail } = await readEnds(upload.temporaryPath, upload.size);
    const header = readIfcSchema(head);
    if ('error' in header) throw refusal('ifcNotReadable', { detail: header.error });
    if (!isCompleteIfc(tail)) throw refusal('ifcIncomplete');
    const ifcKey = `models/ifc/${upload.contentHash}.ifc`;
    await storage.putFile(ifcKey, upload.temporaryPath);
    return { ifcKey, fileName, schema: header.schema, size: upload.size };
  } finally {
    await rm(upload.temporaryPath, { force: true });
  }
};
