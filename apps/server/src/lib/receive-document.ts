import type {} from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { documentType, isPdf } from './document-type';
import { refusal } from './http-error';
import { reencodeImage } from './images/images';
import { contentKey, type FileStorage } from './file-storage';
import { readHead, safeName, streamToTemporaryFile } from './receive-upload';

/** A file received and stored under its hash, for the caller to record. */
export interface ReceivedFile {
  contentHash: string;
  size: number;
  name: string;
  contentType: string;
}

/** A file's real type: the extension it is stored with and its content type; `bytes` when it is stored anew. */
interface FileType {
  extension: string;
  contentType: string;
  bytes?: Buffer;
}

/** Where a file is sent: the multipart field, and its most bytes. */
interface FileField {
  field: string;
  maxBytes: number;
}

/**
 * Streams the one file a multipart request sends in its field to disk (the multipart parser stops it at the size
 * limit: 413), types it by its first bytes (`typeOf` refuses what is not taken), and stores it under its hash; the
 * caller records the file. A request that is not multipart, or sends its file in another field, is refused.
 */
const receiveTypedFile = async (
  request: FastifyRequest,
  storage: FileStorage,
  { field, maxBytes }: FileField,
  typeOf: (head: Buffer, name: string, path: string) => FileType | Promise<FileType>,
): Promise<ReceivedFile> => {
  if (!request.isMultipart()) throw refusal('sendFileAsMultipart', { field });
  const parts = request.files({ limits: { fileSize: maxBytes, files: 1 } });
  const first = await parts.next();
  const part = first.done === true ? undefined : first.value;
  if (part?.fieldname !== field) throw refusal('sendFileInField', { field });
  const upload = await streamToTemporaryFile(storage, part.file);
  try {
    if (part.file.truncated) throw refusal('fileTooLarge', { megabytes: maxBytes / 1024 / 1024 });
    // One file a call: the parser refuses a second one as it arrives (413).
    await parts.next();
    const { extension, contentType, bytes } = await typeOf(
      await readHead(upload.temporaryPath),
      part.filename,
      upload.temporaryPath,
    );
    const name = safeName(part.filename, extension);
    if (bytes) {
      const contentHash = createHash('sha256').update(bytes).digest('hex');
      await storage.put(contentKey(contentHash), bytes);
      return { contentHash, size: bytes.length, name, contentType };
    }
    await storage.putFile(contentKey(upload.contentHash), upload.temporaryPath);
    return { contentHash: upload.contentHash, size: upload.size, name, contentType };
  } finally {
    await rm(upload.temporaryPath, { force: true });
  }
};

/** An uploaded PDF (a rental contract), told by its first bytes whatever its name. */
export const receivePdf = (request: FastifyRequest, storage: FileStorage, field: FileField) =>
  receiveTypedFile(request, storage, field, (head) => {
    if (!isPdf(head)) throw refusal('onlyPdf');
    return { extension: 'pdf', contentType: 'application/pdf' };
  });

/**
 * An uploaded document of the library: a PDF, PNG or JPEG image, or office file that is what its name says. An
 * image is decoded and encoded anew, as a photo is (an unreadable one is refused, its metadata left out).
 */
export const receiveDocument = (request: FastifyRequest, storage: FileStorage, field: FileField) =>
  receiveTypedFile(request, storage, field, async (head, name, path) => {
    const type = documentType(head, name);
    if (type.kind === 'unknown') throw refusal('documentTypeNotAccepted');
    if (type.kind === 'mismatch') throw refusal('documentNotWhatItClaims');
    if (!type.contentType.startsWith('image/')) return type;
    return reencodeImage(await readFile(path), type.extension === 'png' ? 'png' : 'jpeg');
  });
