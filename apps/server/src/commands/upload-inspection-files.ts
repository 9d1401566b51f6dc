import type { Readable } from 'node:stream';
import { UPLOAD_FIELD } from '@vve/contract/calls/files';
import { MAX_FILES_PER_INSPECTION } from '@vve/contract/calls/inspections';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import type { FileRow } from '../db/schema/files';
import { inspectionFiles } from '../db/schema/inspections';
import type { Clock } from '../lib/clock';
import type { FileStorage } from '../lib/file-storage';
import { refusal } from '../lib/http-error';
import { discardUpload, keepUpload, receiveUpload, type ReceivedUpload } from '../lib/receive-upload';
import { countInspectionFiles } from '../queries/files';
import { recordFiles } from './store-files';

/** One file of a multipart body, as the parser hands it over (its limits end the stream early). */
export interface UploadedPart {
  fieldname: string;
  filename: string;
  file: Readable;
}

export interface InspectionUpload {
  inspectionId: number;
  userId: number;
  /** The files, in the field `UPLOAD_FIELD`. */
  parts: AsyncIterable<UploadedPart>;
  /** Called before each file is read: the upload rate limit, which throws when it is reached. */
  beforeEachFile: () => Promise<void>;
}

/**
 * Receives files for an inspection (spec §7 "Files (generic)"): each is streamed to a temporary file
 * and checked (photos encoded anew, videos kept, anything else 415); the inspection holds at most
 * MAX_FILES_PER_INSPECTION. The files, their links to the inspection and their audit rows are stored
 * all or nothing. The caller has checked that the user may add files to the inspection.
 */
export const uploadInspectionFiles = async (
  db: Database,
  storage: FileStorage,
  clock: Clock,
  { inspectionId, userId, parts, beforeEachFile }: InspectionUpload,
): Promise<FileRow[]> => {
  const received: ReceivedUpload[] = [];
  try {
    for await (const part of parts) {
      if (part.fieldname !== UPLOAD_FIELD) throw refusal('filesInField', { field: UPLOAD_FIELD });
      await beforeEachFile();
      received.push(await receiveUpload(storage, part.file, part.filename));
    }
    if (received.length === 0) throw refusal('noFilesInField', { field: UPLOAD_FIELD });
    const count = await countInspectionFiles(db, inspectionId);
    if (count + received.length > MAX_FILES_PER_INSPECTION) {
      throw refusal('tooManyInspectionFiles', { files: MAX_FILES_PER_INSPECTION });
    }
    for (const upload of received) await keepUpload(storage, upload);
    return await db.transaction(async (tx) => {
      const rows = await recordFiles(
        tx,
        received.map(({ contentHash, size, name, contentType }) => ({
          contentHash,
          size,
          name,
          contentType,
          uploadedBy: userId,
        })),
      );
      await tx.insert(inspectionFiles).values(rows.map((row) => ({ inspectionId, fileId: row.id })));
      for (const row of rows) {
        await recordAudit(tx, {
          userId,
          action: 'inspection-file.uploaded',
          entityId: row.id,
          at: clock(),
          details: { inspectionId, name: row.name },
        });
      }
      return rows;
    });
  } finally {
    await Promise.all(received.map(discardUpload));
  }
};
