import type { BimModel } from '@vve/contract/calls/bim';
import type { ModelRow } from '../queries/bim-models';

/** A 3D model upload and the state of its conversion. */
export const presentModel = (row: ModelRow): BimModel => ({
  id: row.id,
  fileName: row.fileName,
  schema: row.schema,
  ifcBytes: row.ifcBytes,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  uploadedAt: row.uploadedAt.toISOString(),
  convertedAt: row.convertedAt?.toISOString() ?? null,
  fragmentsBytes: row.fragmentsBytes,
});
