import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD, MAX_IMPORT_BYTES, type ImportCheck } from '@vve/contract/calls/office-import';
import type { ImportSheetName } from '../commands/import-sheets';
import { readImportFile } from '../commands/read-import-file';
import type { ImportOutcome } from '../commands/read-import-rows';
import { refusalBody, refusalOf } from '../lib/http-error';
import { receiveFileBytes } from '../lib/receive-file-bytes';

/** An import's file from the request (multipart, field `file`), read and checked by the named sheet's rules. */
export const receiveImport = async <Name extends ImportSheetName>(request: FastifyRequest, sheet: Name) => {
  return readImportFile(sheet, await receiveFileBytes(request, IMPORT_FILE_FIELD, MAX_IMPORT_BYTES));
};

/** An import's answer: its summary, or 400 with the refusal and the summary (nothing was changed). */
export const answerImport = <Summary extends ImportCheck>(
  reply: FastifyReply,
  outcome: ImportOutcome<Summary>,
) => {
  if (!outcome.refused) return outcome.summary;
  return reply.code(400).send({ ...refusalBody(refusalOf(outcome.refusal)), summary: outcome.summary });
};
