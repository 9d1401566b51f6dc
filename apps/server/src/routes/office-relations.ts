import {
  CONTRACT_FILE_FIELD,
  MAX_CONTRACT_PDF_BYTES,
  officeRelationsCalls as calls,
} from '@vve/contract/calls/office-relations';
import {
  addOwnership,
  attachRentalContractFile,
  createDebtor,
  createRentalContract,
  removeDebtor,
  removeOwnership,
  removeRentalContract,
  updateDebtor,
  updateRentalContract,
} from '../commands/person-relations';
import { deleteFileIfUnused, recordFiles } from '../commands/store-files';
import { found } from '../lib/http-error';
import { receivePdf } from '../lib/receive-document';
import { presentFile } from '../presenters/file';
import { presentPersonRelations } from '../presenters/person-relations';
import { findOfficePerson } from '../queries/office-people';
import { findPersonRelations } from '../queries/person-relations';
import { callRoutes } from './define-route';

const DONE = { ok: true } as const;

/** A person's units, rental contracts and debtor accounts, in the back office: administrators only. */
export const officeRelationRoutes = callRoutes((route, { db, clock, storage }) => {
  route(calls.personRelations, {
    handler: async ({ params }) => {
      await findOfficePerson(db, params.id, clock());
      return presentPersonRelations(await findPersonRelations(db, params.id));
    },
  });

  route(calls.addOwnership, {
    handler: async ({ user, params }) => {
      await addOwnership(db, { personId: params.id, unitId: params.unitId, userId: user.id, at: clock() });
      return DONE;
    },
  });

  route(calls.removeOwnership, {
    handler: async ({ user, params }) => {
      await removeOwnership(db, { personId: params.id, unitId: params.unitId, userId: user.id, at: clock() });
      return DONE;
    },
  });

  route(calls.createRentalContract, {
    handler: async ({ user, params, body }) => {
      return {
        id: await createRentalContract(db, { ...body, personId: params.id, userId: user.id, at: clock() }),
      };
    },
  });

  route(calls.updateRentalContract, {
    handler: async ({ user, params, body }) => {
      await updateRentalContract(db, { ...body, id: params.id, userId: user.id, at: clock() });
      return DONE;
    },
  });

  route(calls.removeRentalContract, {
    handler: async ({ user, params }) => {
      const fileId = await removeRentalContract(db, { id: params.id, userId: user.id, at: clock() });
      if (fileId !== null) await deleteFileIfUnused(db, fileId);
      return DONE;
    },
  });

  route(calls.uploadRentalContractFile, {
    handler: async ({ user, params, request }) => {
      const pdf = await receivePdf(request, storage, {
        field: CONTRACT_FILE_FIELD,
        maxBytes: MAX_CONTRACT_PDF_BYTES,
      });
      const file = found(await recordFiles(db, [{ ...pdf, uploadedBy: user.id }]), 'File');
      const replaced = await attachRentalContractFile(db, {
        id: params.id,
        fileId: file.id,
        userId: user.id,
        at: clock(),
      }).catch(async (error: unknown) => {
        await deleteFileIfUnused(db, file.id);
        throw error;
      });
      if (replaced !== null) await deleteFileIfUnused(db, replaced);
      return presentFile(file);
    },
  });

  route(calls.createDebtor, {
    handler: async ({ user, params, body }) => {
      return { id: await createDebtor(db, { ...body, personId: params.id, userId: user.id, at: clock() }) };
    },
  });

  route(calls.updateDebtor, {
    handler: async ({ user, params, body }) => {
      await updateDebtor(db, { ...body, id: params.id, userId: user.id, at: clock() });
      return DONE;
    },
  });

  route(calls.removeDebtor, {
    handler: async ({ user, params }) => {
      await removeDebtor(db, { id: params.id, userId: user.id, at: clock() });
      return DONE;
    },
  });
});
