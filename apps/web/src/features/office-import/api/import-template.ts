import { officeImportCalls } from '@vve/contract/calls/office-import';
import { apiHost } from '../../../lib/api-host';

/** The address of the import's template (a CSV download, for administrators). */
export const importTemplateUrl = (): string => `${apiHost}${officeImportCalls.importTemplate.path}`;
