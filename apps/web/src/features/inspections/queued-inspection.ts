import type { StoredFile } from '@vve/contract/calls/files';
import type { Inspection } from '@vve/contract/calls/inspections';
import { isLocalId, serverIdOf } from '../../lib/offline/local-ids';

/** Which task of which aspect an inspection is registered for. */
export interface StartInspectionInput {
  aspectId: number;
  scheduleId: number;
}

/** The kind of an inspection registered or saved on the device, kept until the server has it. */
export const QUEUED_INSPECTION = 'inspection';

/** A photo or video taken for an inspection but not uploaded yet: kept on the device under a local id. */
export interface WaitingFile {
  name: string;
  type: string;
  /** The idempotency key of its upload: whoever sends it (the screen, the queue), the server stores it once. */
  key: string;
}

export interface QueuedInspection {
  /** The inspection as the device has it: its id and file ids may be local ones (`local-ids`). */
  inspection: Inspection;
  /** Set when it was registered on this device: the server makes the draft first. */
  start: StartInspectionInput | null;
  /** Whether it is to be saved; false when it was only registered. */
  save: boolean;
  /** The saved files that the save removes on the server. */
  removedFiles: number[];
  /** The files not uploaded yet that it names, by local id. */
  waitingFiles: Record<string, WaitingFile>;
  /** The uploaded files it names, as the device knows them, so that they show by name offline after a reload. */
  knownFiles?: Record<string, StoredFile>;
}

/** The key under which a waiting file's bytes are kept on the device. */
export const waitingFileKey = (localId: number): string => `inspection-file:${localId}`;

/** Every file id an inspection names: its own files, those of its elements and those of their defects. */
const fileIdsOf = (inspection: Inspection): number[] => [
  ...new Set([
    ...inspection.files,
    ...inspection.statePerElement.flatMap((entry) => [
      ...entry.files,
      ...entry.defects.flatMap((defect) => defect.files),
    ]),
  ]),
];

/** The files of `files` that an inspection names. */
export const knownFilesOf = (
  inspection: Inspection,
  files: Readonly<Record<number, StoredFile>>,
): Record<string, StoredFile> =>
  Object.fromEntries(fileIdsOf(inspection).flatMap((id) => (files[id] ? [[id, files[id]]] : [])));

/** The local file ids an inspection names: the files it is waiting for. */
export const localFileIdsOf = (inspection: Inspection): number[] => fileIdsOf(inspection).filter(isLocalId);

/**
 * The inspection with each file id, its own, its elements' and their defects', put as `change` says: kept, replaced
 * or dropped.
 */
export const withFileIds = (inspection: Inspection, change: (fileId: number) => number[]): Inspection => ({
  ...inspection,
  files: inspection.files.flatMap(change),
  statePerElement: inspection.statePerElement.map((entry) => ({
    ...entry,
    files: entry.files.flatMap(change),
    defects: entry.defects.map((defect) => ({ ...defect, files: defect.files.flatMap(change) })),
  })),
});

/** The server's id of an id, when the server has given one; else the id itself. */
export const toServerId = (id: number): number => serverIdOf(id) ?? id;

/** The inspection with every local id the server has given an id for (itself, its files) replaced by that id. */
export const withServerIds = (inspection: Inspection): Inspection => ({
  ...withFileIds(inspection, (fileId) => [toServerId(fileId)]),
  id: toServerId(inspection.id),
});

/** A new draft made on the device for a task, under a local id, as the server would make it (spec §4). */
export const localDraft = (
  id: number,
  task: { id: number; aspect: Inspection['aspect']; scheduledDate: string },
): Inspection => ({
  id,
  draft: true,
  state: 'MISSING',
  stateDescription: null,
  aspect: task.aspect,
  statePerElement: [],
  createRequest: false,
  requestDescription: '',
  files: [],
  applyToSchedules: [task.id],
  planDate: task.scheduledDate,
  performedAt: null,
  version: 0,
});
