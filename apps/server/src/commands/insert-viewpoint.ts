import { randomUUID } from 'node:crypto';
import type { ViewpointCreate } from '@vve/contract/calls/bim';
import type { Database } from '../db/database';
import { bimViewpoints } from '../db/schema/bim';
import type { FileStorage } from '../lib/file-storage';
import { snapshotBytes } from '../lib/bcf/bcf-snapshot';
import { putBytes, recordFile, type StoredBytes } from './store-files';

/** A viewpoint to store, its snapshot's bytes already in storage (recorded with the viewpoint). */
export type ViewpointToStore = Omit<ViewpointCreate, 'snapshot'> & { snapshot?: StoredBytes | undefined };

/**
 * Puts a viewpoint's snapshot (checked: a PNG within BCF's size, else 400) in storage before the transaction that
 * stores the viewpoint; bytes of a viewpoint that is then not stored are content-addressed and harmless.
 */
export const putViewpointSnapshot = async (
  storage: FileStorage,
  { snapshot, ...viewpoint }: ViewpointCreate,
  uploadedBy: number,
): Promise<ViewpointToStore> => {
  if (snapshot === undefined) return viewpoint;
  const bytes = Buffer.from(snapshotBytes(snapshot));
  const stored = await putBytes(storage, {
    bytes,
    name: 'snapshot.png',
    contentType: 'image/png',
    uploadedBy,
  });
  return { ...viewpoint, snapshot: stored };
};

/** Stores a viewpoint of a project under a new BCF GUID, with its snapshot's file record. */
export const insertViewpoint = async (
  db: Database,
  values: { projectId: number; createdBy: number | null; createdAt: Date; viewpoint: ViewpointToStore },
): Promise<string> => {
  const guid = randomUUID();
  const { snapshot } = values.viewpoint;
  await db.insert(bimViewpoints).values({
    guid,
    projectId: values.projectId,
    camera: values.viewpoint.camera,
    selectedGuids: values.viewpoint.selectedGuids,
    snapshotFileId: snapshot ? (await recordFile(db, snapshot)).id : null,
    createdBy: values.createdBy,
    createdAt: values.createdAt,
  });
  return guid;
};
