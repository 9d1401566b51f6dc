import type { StoredFile } from '@vve/contract/calls/files';
import type { FileRow } from '../db/schema/files';

/** The answer's shape of a stored file: its link parts, never its storage details. */
export const presentFile = (row: FileRow): StoredFile => ({
  id: row.id,
  hash: row.contentHash,
  name: row.name,
  contentType: row.contentType,
  accessCode: row.accessCode,
});
