import { OFFICE_KEY } from '../../../lib/office-key';

/** The query keys of document libraries: a resident's view of a complex's, and the back office's. */
export const documentKeys = {
  read: (complexId: number) => ['documents', complexId] as const,
  office: (complexId: number) => [...OFFICE_KEY, 'documents', complexId] as const,
};
