import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentsCalls, type LibraryDocument } from '@vve/contract/calls/documents';
import { apiCall } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

export const getVveDocuments = (vveId: number): Promise<LibraryDocument[]> =>
  apiCall(documentsCalls.vveDocuments, { params: { vveId } });

/** The documents of a complex its owner or tenant may read, newest first. */
export const useVveDocuments = (vveId: number) =>
  useQuery(queryOptions({ queryKey: documentKeys.read(vveId), queryFn: () => getVveDocuments(vveId) }));

export const getOfficeDocuments = (id: number): Promise<LibraryDocument[]> =>
  apiCall(documentsCalls.officeDocuments, { params: { id } });

/** Every document of a complex, for the back office. */
export const useOfficeDocuments = (id: number) =>
  useQuery(queryOptions({ queryKey: documentKeys.office(id), queryFn: () => getOfficeDocuments(id) }));
