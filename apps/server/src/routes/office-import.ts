import { IMPORT_TEMPLATE_NAME, officeImportCalls } from '@vve/contract/calls/office-import';
import { ImportRefusal } from '@vve/contract/calls/import-refusal';
import { importResidents } from '../commands/import-residents';
import { IMPORT_TEMPLATE } from '../presenters/import-template';
import { callRoutes } from './define-route';
import { answerImport, receiveImport } from './receive-import';

/** The back office's import of units with their residents: administrators only (404 for anyone else). */
export const officeImportRoutes = callRoutes((route, { db, clock }) => {
  route(officeImportCalls.importResidents, {
    otherAnswers: { 400: ImportRefusal },
    handler: async ({ user, query, request, reply }) => {
      const outcome = await importResidents(db, {
        file: await receiveImport(request, 'residents'),
        apply: query.mode === 'apply',
        userId: user.id,
        at: clock(),
      });
      return answerImport(reply, outcome);
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
