import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_FILE_FIELD,
  documentsCalls,
  type DocumentFacts,
  type LibraryDocument,
} from '@vve/contract/calls/documents';
import { apiCall } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** A new document: its file as picked, its facts, and whether its readers hear of it. */
export interface NewDocument {
  file: File;
  facts: DocumentFacts;
  notify: boolean;
}

/** Uploads the document's file, then adds the document that holds it. */
export const addDocument = async (complexId: number, { file, facts, notify }: NewDocument) => {
  const body = new FormData();
  body.append(DOCUMENT_FILE_FIELD, file);
  const stored = await apiCall(documentsCalls.uploadDocumentFile, { body });
  return apiCall(documentsCalls.addDocument, {
    params: { id: complexId },
    body: { ...facts, fileId: stored.id, notify },
  });
};

export const updateDocument = (id: number, facts: DocumentFacts): Promise<LibraryDocument> =>
  apiCall(documentsCalls.updateDocument, { params: { id }, body: facts });

export const removeDocument = (id: number): Promise<{ id: number }> =>
  apiCall(documentsCalls.removeDocument, { params: { id } });

/** A change of a complex's library: once made, its list loads again. */
const useLibraryChange = <Input, Answer>(complexId: number, send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.office(complexId) }),
  });
};

export const useAddDocument = (complexId: number) =>
  useLibraryChange(complexId, (document: NewDocument) => addDocument(complexId, document));

export const useUpdateDocument = (complexId: number) =>
  useLibraryChange(complexId, ({ id, facts }: { id: number; facts: DocumentFacts }) =>
    updateDocument(id, facts),
  );

export const useRemoveDocument = (complexId: number) => useLibraryChange(complexId, removeDocument);
