import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { refusal } from './http-error';

/**
 * The bytes of the one file a multipart request sends in `field`, at most `maxBytes` (413 beyond, while it
 * arrives); a request that is not multipart, or sends its file in another field, is refused.
 */
export const receiveFileBytes = async (
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> => {
  if (!request.isMultipart()) throw refusal('sendFileAsMultipart', { field });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (part?.fieldname !== field) throw refusal('sendFileInField', { field });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw refusal('fileTooLarge', { megabytes: maxBytes / 1024 / 1024 });
  }
};
