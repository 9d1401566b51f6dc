import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { FileName, MAX_INSPECTION_PHOTO_BYTES } from '@vve/contract/calls/files';
import { splitFileName } from '@vve/contract/rules/file-name';
import { refusal } from './http-error';
import { contentKey, type FileStorage } from './file-storage';
import { reencodeImage } from './images/images';
import { detectMediaType } from './images/media';

/** An upload written to a temporary file, read to its end, hashed and typed. */
export interface ReceivedUpload {
  temporaryPath: string;
  name: string;
  contentType: string;
  bytes: Buffer | undefined;
  contentHash: string;
  size: number;
}

/**
 * The name a file is stored under: the name the user gave, with the extension of its real type. A
 * name with a path or control characters is refused (browsers send plain names; anything else is
 * an attempt); an empty or overlong one becomes 'upload'.
 */
export const safeName = (uploadedName: string, extension: string): string => {
  if (/[/\\\p{Cc}]/u.test(uploadedName)) throw refusal('badFileName');
  const parsed = FileName.safeParse(splitFileName(uploadedName).stem);
  return `${parsed.success ? parsed.data : 'upload'}.${extension}`;
};

/** The first 16 bytes of a file (fewer when it is shorter). */
export const readHead = async (filePath: string): Promise<Buffer> => {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

/** A stream written to a temporary file in storage, with the SHA-256 and size of its bytes. */
export interface TemporaryFile {
  temporaryPath: string;
  contentHash: string;
  size: number;
}

/**
 * Streams bytes to a temporary file, hashing them on the way; a limit enforced by the stream's
 * source (the multipart parser) ends it early, and the partial file is removed.
 */
export const streamToTemporaryFile = async (
  storage: FileStorage,
  stream: Readable,
): Promise<TemporaryFile> => {
  await mkdir(storage.temporaryDir, { recursive: true });
  const temporaryPath = path.join(storage.temporaryDir, randomBytes(12).toString('hex'));
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform: (chunk: Buffer, _encoding, next) => {
      hash.update(chunk);
      size += chunk.length;
      next(null, chunk);
    },
  });
  // Opened before the pipeline runs: a source that fails at once must not fail it before the file
  // exists, or the removal below would come before the open that creates the file.
  const file = await open(temporaryPath, 'w');
  try {
    await pipeline(stream, hashing, file.createWriteStream());
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
  return { temporaryPath, contentHash: hash.digest('hex'), size };
};

/**
 * Streams one uploaded file to a temporary file (the size limit is enforced by the multipart
 * parser while streaming, so a large upload never sits in memory), then checks its real type:
 * photos are decoded and encoded anew, videos kept as they are. Anything else is refused (415).
 */
export const receiveUpload = async (
  storage: FileStorage,
  stream: Readable,
  uploadedName: string,
): Promise<ReceivedUpload> => {
  const {
    temporaryPath,
    contentHash: streamedHash,
    size: streamedSize,
  } = await streamToTemporaryFile(storage, stream);
  try {
    const media = detectMediaType(await readHead(temporaryPath));
    if (!media) throw refusal('notPhotoOrVideo');
    if (media.kind === 'video') {
      return {
        temporaryPath,
        name: safeName(uploadedName, media.extension),
        contentType: media.contentType,
        bytes: undefined,
        contentHash: streamedHash,
        size: streamedSize,
      };
    }
    const original = await readFile(temporaryPath);
    if (original.length > MAX_INSPECTION_PHOTO_BYTES)
      throw refusal('photoTooLarge', { megabytes: MAX_INSPECTION_PHOTO_BYTES / 1024 / 1024 });
    const image = await reencodeImage(original, media.type);
    return {
      temporaryPath,
      name: safeName(uploadedName, image.extension),
      contentType: image.contentType,
      bytes: image.bytes,
      contentHash: createHash('sha256').update(image.bytes).digest('hex'),
      size: image.bytes.length,
    };
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
};

/** Puts a received upload's bytes into storage under their hash, and removes the temporary file. */
export const keepUpload = async (storage: FileStorage, upload: ReceivedUpload): Promise<void> => {
  if (upload.bytes) {
    await storage.put(contentKey(upload.contentHash), upload.bytes);
    await rm(upload.temporaryPath, { force: true });
  } else {
    await storage.putFile(contentKey(upload.contentHash), upload.temporaryPath);
  }
};

export const discardUpload = (upload: ReceivedUpload): Promise<void> =>
  rm(upload.temporaryPath, { force: true });
