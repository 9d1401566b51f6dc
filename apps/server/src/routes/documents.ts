import { DOCUMENT_FILE_FIELD, MAX_DOCUMENT_BYTES, documentsCalls } from '@vve/contract/calls/documents';
import { addDocument, removeDocument, updateDocument } from '../commands/library-documents';
import { deleteFileIfUnused, recordFile } from '../commands/store-files';
import { receiveDocument } from '../lib/receive-document';
import { documentReadersFor } from '../policies/documents';
import { presentFile } from '../presenters/file';
import { readComplexDocuments, readDocument, readOfficeDocuments } from '../reads/documents';
import { callRoutes } from './define-route';

/** A complex's document library: administrators keep it; owners and tenants read what is for them. */
export const documentRoutes = callRoutes((route, { db, clock, storage }) => {
  route(documentsCalls.vveDocuments, {
    handler: async ({ user, params: { vveId } }) =>
      readComplexDocuments(db, vveId, await documentReadersFor(db, user.id, vveId)),
  });

  route(documentsCalls.officeDocuments, {
    handler: ({ params: { id } }) => readOfficeDocuments(db, id),
  });

  route(documentsCalls.uploadDocumentFile, {
    handler: async ({ user, request }) => {
      const received = await receiveDocument(request, storage, {
        field: DOCUMENT_FILE_FIELD,
        maxBytes: MAX_DOCUMENT_BYTES,
      });
      return presentFile(await recordFile(db, { ...received, uploadedBy: user.id }));
    },
  });

  route(documentsCalls.addDocument, {
    handler: async ({ user, params: { id }, body }) => {
      const documentId = await addDocument(db, { ...body, complexId: id, userId: user.id, at: clock() });
      return readDocument(db, documentId);
    },
  });

  route(documentsCalls.updateDocument, {
    handler: async ({ user, params: { id }, body }) => {
      await updateDocument(db, { ...body, id, userId: user.id, at: clock() });
      return readDocument(db, id);
    },
  });

  route(documentsCalls.removeDocument, {
    handler: async ({ user, params: { id } }) => {
      const fileId = await removeDocument(db, { id, userId: user.id, at: clock() });
      if (fileId !== null) await deleteFileIfUnused(db, fileId);
      return { id };
    },
  });
});
