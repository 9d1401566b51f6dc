import type {} from '@fastify/multipart';
import {
  IMPORT_FILE_FIELD,
  IMPORT_TEMPLATE_NAME,
  MAX_IMPORT_BYTES,
  officeImportCalls,
} from '@vve/contract/calls/office-import';
import { ImportRefusal } from '@vve/contract/calls/import-refusal';
import { importResidents } from '../commands/import-residents';
import { readImportFile } from '../commands/read-import-file';
import { refusal, refusalBody, refusalOf } from '../lib/http-error';
import { receiveSpreadsheet } from '../lib/spreadsheet/read-spreadsheet';
import { IMPORT_TEMPLATE } from '../presenters/import-template';
import { callRoutes } from './define-route';

/** The back office's import of units with their residents: administrators only (404 for anyone else). */
export const officeImportRoutes = callRoutes((route, { db, clock }) => {
  route(officeImportCalls.importResidents, {
    otherAnswers: { 400: ImportRefusal },
    handler: async ({ user, query, request, reply }) => {
      if (!request.isMultipart()) {
        throw refusal('sendFileAsMultipart', { field: IMPORT_FILE_FIELD });
      }
      const part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
      const file = await readImportFile(await receiveSpreadsheet(part, IMPORT_FILE_FIELD, MAX_IMPORT_BYTES));
      const outcome = await importResidents(db, {
        file,
        apply: query.mode === 'apply',
        userId: user.id,
        at: clock(),
      });
      if (!outcome.refused) return outcome.summary;
      return reply.code(400).send({ ...refusalBody(refusalOf(outcome.refusal)), summary: outcome.summary });
    },
  });

  route(officeImportCalls.importTemplate, {
    handler: ({ reply }) => {
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${IMPORT_TEMPLATE_NAME}"`)
        .send(IMPORT_TEMPLATE);
    },
  });
});
