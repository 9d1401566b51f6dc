import { MAX_REPORT_IMAGE_BYTES } from '@vve/contract/calls/requests';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import { refusal } from '../lib/http-error';
import type { FileStorage } from '../lib/file-storage';
import { recordAudit } from '../db/audit-log';
import { storeFile } from './store-files';
import type { FileRow } from '../db/schema/files';
import { detectImageType } from '../lib/images/image-type';
import { reencodeImage } from '../lib/images/images';

/** A photo's name from the moment it arrived: `photo-20260302-090000.jpg`. */
const photoName = (now: Date, extension: string): string =>
  `photo-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.${extension}`;

/**
 * Stores a photo for a request from its base64 text: the size is bounded (413), the real type
 * is read from the bytes (PNG, JPEG or BMP, else 415), and the image is encoded anew.
 */
export const uploadRequestImage = async (
  db: Database,
  storage: FileStorage,
  clock: Clock,
  userId: number,
  base64: string,
): Promise<FileRow> => {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_REPORT_IMAGE_BYTES) {
    throw refusal('imageTooLarge', { megabytes: MAX_REPORT_IMAGE_BYTES / 1024 / 1024 });
  }
  const type = detectImageType(bytes);
  if (!type) throw refusal('notAnImage');
  const image = await reencodeImage(bytes, type);
  return db.transaction(async (tx) => {
    const file = await storeFile(tx, storage, {
      bytes: image.bytes,
      name: photoName(clock(), image.extension),
      contentType: image.contentType,
      uploadedBy: userId,
    });
    await recordAudit(tx, { userId, action: 'request-image.uploaded', entityId: file.id, at: clock() });
    return file;
  });
};
