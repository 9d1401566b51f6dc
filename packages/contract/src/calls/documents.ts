import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDate, IsoDateTime } from '../primitives';
import { StoredFile } from './files';
import { IdParams, VveParams } from './params';

/** The folders of a complex's document library, in the order they are shown. */
export const DocumentFolder = z.enum([
  'deed-and-rules',
  'insurance',
  'meetings',
  'finance',
  'maintenance',
  'other',
]);
export type DocumentFolder = z.infer<typeof DocumentFolder>;

/** Who reads a document: the complex's owners, its tenants, both, or administrators only. */
export const DocumentReaders = z.enum(['owners', 'tenants', 'residents', 'administrators']);
export type DocumentReaders = z.infer<typeof DocumentReaders>;

/** A document of the library is at most this large. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** The multipart field of a document's file. */
export const DOCUMENT_FILE_FIELD = 'file';
/** A document's title has at most this many characters. */
export const MAX_DOCUMENT_TITLE = 200;

/** What a document says of itself: its folder, title, date and readers. */
export const DocumentFacts = z.strictObject({
  folder: DocumentFolder,
  title: z
    .string()
    .trim()
    .min(1, 'Give the document a title.')
    .max(MAX_DOCUMENT_TITLE, `A title has at most ${String(MAX_DOCUMENT_TITLE)} characters.`),
  /** The document's own date (a policy's, the minutes' meeting's), not when it was added. */
  date: IsoDate,
  readers: DocumentReaders,
});
export type DocumentFacts = z.input<typeof DocumentFacts>;

/** A new document: its facts, its file (uploaded first), and whether its readers hear of it. */
export const NewDocumentPayload = DocumentFacts.extend({ fileId: Id, notify: z.boolean() });
export type NewDocumentPayload = z.input<typeof NewDocumentPayload>;

/** A document of a complex's library. */
export const LibraryDocument = z.object({
  id: Id,
  complexId: Id,
  folder: DocumentFolder,
  title: z.string(),
  date: IsoDate,
  readers: DocumentReaders,
  file: StoredFile.extend({ size: z.number().int().nonnegative() }),
  addedAt: IsoDateTime,
});
export type LibraryDocument = z.infer<typeof LibraryDocument>;

export const documentsCalls = {
  /** The documents of a complex its owner or tenant may read, by folder, newest first. */
  vveDocuments: defineCall({
    method: 'GET',
    path: '/api/app/details/vve/:vveId/documents',
    params: VveParams,
    response: z.array(LibraryDocument),
  }),
  /** Every document of a complex, for administrators. */
  officeDocuments: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes/:id/documents',
    params: IdParams,
    access: { only: 'administrator', record: 'Complex' },
    response: z.array(LibraryDocument),
  }),
  /** A document's file (multipart, field DOCUMENT_FILE_FIELD), stored until a document holds it. */
  uploadDocumentFile: defineCall({
    method: 'POST',
    path: '/api/app/office/document-files',
    bodyType: 'multipart',
    access: { only: 'administrator', record: 'Document' },
    response: StoredFile,
  }),
  /** Adds a document with a file uploaded for it; its readers hear of it when `notify` says so. */
  addDocument: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/documents',
    params: IdParams,
    access: { only: 'administrator', record: 'Complex' },
    body: NewDocumentPayload,
    response: LibraryDocument,
  }),
  /** Changes a document's folder, title, date or readers. */
  updateDocument: defineCall({
    method: 'PUT',
    path: '/api/app/office/documents/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Document' },
    body: DocumentFacts,
    response: LibraryDocument,
  }),
  removeDocument: defineCall({
    method: 'DELETE',
    path: '/api/app/office/documents/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Document' },
    response: z.object({ id: Id }),
  }),
};
