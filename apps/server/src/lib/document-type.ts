import { splitFileName } from '@vve/contract/rules/file-name';
import { detectImageType } from './images/image-type';

/** A kind of file the document library takes, by its extension, with its content type. */
const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
} as const;

export type DocumentExtension = keyof typeof CONTENT_TYPES;

/** The containers a file's first bytes show, each with the extensions a file of it may have. */
type Container = 'pdf' | 'png' | 'jpeg' | 'zip' | 'ole';
const EXTENSIONS: Record<Container, readonly DocumentExtension[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  /** Office Open XML and OpenDocument files are ZIP archives. */
  zip: ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
  /** The older Office files are OLE compound files. */
  ole: ['doc', 'xls', 'ppt'],
};

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Whether a file's first bytes are a PDF's. */
export const isPdf = (head: Buffer): boolean => head.toString('latin1', 0, 5) === '%PDF-';

const containerOf = (head: Buffer): Container | undefined => {
  if (isPdf(head)) return 'pdf';
  const image = detectImageType(head);
  if (image === 'png' || image === 'jpeg') return image;
  if (head.subarray(0, 4).equals(ZIP)) return 'zip';
  if (head.subarray(0, 8).equals(OLE)) return 'ole';
  return undefined;
};

/** What a file of the library is, or why it is not taken. */
export type DocumentType =
  | { kind: 'accepted'; extension: DocumentExtension; contentType: string }
  /** Its first bytes show no kind the library takes. */
  | { kind: 'unknown' }
  /** Its name claims another kind than its first bytes show. */
  | { kind: 'mismatch' };

/**
 * A file's type from its first bytes (at least 8) and the extension of its name: PDF, PNG or JPEG, or an office file
 * (Word, Excel, PowerPoint, OpenDocument), whose extension says which of its container's kinds it is. A name whose
 * extension the bytes do not bear out is a file that is not what it claims.
 */
export const documentType = (head: Buffer, name: string): DocumentType => {
  const container = containerOf(head);
  if (!container) return { kind: 'unknown' };
  const claimed = splitFileName(name).extension.slice(1).toLowerCase();
  const extension = EXTENSIONS[container].find((candidate) => candidate === claimed);
  return extension
    ? { kind: 'accepted', extension, contentType: CONTENT_TYPES[extension] }
    : { kind: 'mismatch' };
};
