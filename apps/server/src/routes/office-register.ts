import {
  officeRegisterCalls,
  RegisterImportRefusal,
  registerFileName,
} from '@vve/contract/calls/office-register';
import { importRegister } from '../commands/import-register';
import { sendSpreadsheet } from '../lib/spreadsheet/send-spreadsheet';
import { isoDay } from '../lib/clock';
import { presentRegisterSheet } from '../presenters/register-sheet';
import { findComplex } from '../queries/office-complexes';
import { findRegisterElements } from '../queries/element-register';
import { callRoutes } from './define-route';
import { answerImport, receiveImport } from './receive-import';

/** A complex's element register as a file and back; administrators only (404 for anyone else). */
export const officeRegisterRoutes = callRoutes((route, { db, clock }) => {
  route(officeRegisterCalls.exportRegister, {
    handler: async ({ params: { id }, query: { format }, reply }) => {
      await findComplex(db, id);
      const table = presentRegisterSheet(await findRegisterElements(db, id));
      return sendSpreadsheet(reply, table, {
        format,
        name: registerFileName(id, isoDay(clock()), format),
        sheet: 'register',
      });
    },
  });

  route(officeRegisterCalls.importRegister, {
    otherAnswers: { 400: RegisterImportRefusal },
    handler: async ({ user, params: { id }, query, request, reply }) => {
      const outcome = await importRegister(db, {
        complexId: id,
        file: await receiveImport(request, 'register'),
        apply: query.mode === 'apply',
        userId: user.id,
        at: clock(),
      });
      return answerImport(reply, outcome);
    },
  });
});
