import type { DocumentFolder, DocumentReaders } from '@vve/contract/calls/documents';
import type { TFunction } from '../../../lib/i18n/i18n';

const FOLDERS: Record<DocumentFolder, (t: TFunction) => string> = {
  'deed-and-rules': (t) => t('Deed and rules'),
  insurance: (t) => t('Insurance'),
  meetings: (t) => t('Meetings'),
  finance: (t) => t('Finance'),
  maintenance: (t) => t('Maintenance'),
  other: (t) => t('Other documents'),
};

const READERS: Record<DocumentReaders, (t: TFunction) => string> = {
  owners: (t) => t('Owners'),
  tenants: (t) => t('Tenants'),
  residents: (t) => t('Owners and tenants'),
  administrators: (t) => t('Administrators only'),
};

/** A folder of the document library, by name. */
export const folderLabel = (folder: DocumentFolder, t: TFunction): string => FOLDERS[folder](t);

/** Who reads a document, in words. */
export const readersLabel = (readers: DocumentReaders, t: TFunction): string => READERS[readers](t);
