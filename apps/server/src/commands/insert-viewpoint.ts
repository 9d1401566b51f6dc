import { randomUUID } from 'node:crypto';
import type { ViewpointCreate } from '@vve/contract/calls/bim';
import type { Database } from '../db/database';
import { bimViewpoints } from '../db/schema/bim';

/** Stores a viewpoint of a project under a new BCF GUID. */
export const insertViewpoint = async (
  db: Database,
  values: { projectId: number; createdBy: number | null; createdAt: Date; viewpoint: ViewpointCreate },
): Promise<string> => {
  const guid = randomUUID();
  await db.insert(bimViewpoints).values({
    guid,
    projectId: values.projectId,
    camera: values.viewpoint.camera,
    selectedGuids: values.viewpoint.selectedGuids,
    createdBy: values.createdBy,
    createdAt: values.createdAt,
  });
  return guid;
};
