import type { MultipartFile } from '@fastify/multipart';
import { refusal } from './http-error';

/** The bytes of the uploaded file in `field`, at most `maxBytes` (413 beyond, while it arrives). */
export const receiveFileBytes = async (
  part: MultipartFile | undefined,
  field: string,
  maxBytes: number,
): Promise<Buffer> => {
  if (part?.fieldname !== field) throw refusal('sendFileInField', { field });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw refusal('fileTooLarge', { megabytes: maxBytes / 1024 / 1024 });
  }
};
