import type { StoredFile } from '@vve/contract/calls/files';
import type { Inspection } from '@vve/contract/calls/inspections';
import { toInspectionSave } from '@vve/contract/rules/inspection-save';
import { useSyncExternalStore } from 'react';
import { keptDrafts } from '../../lib/offline/kept-drafts';
import { outbox } from '../../lib/offline/outbox';
import { offlineOwner } from '../../lib/offline/sync-state';
import type { InspectionDraft } from './inspection-drafts';
import { serverIdOf } from '../../lib/offline/local-ids';
import {
  waitingFileKey,
  withFileIds,
  withServerIds,
  type QueuedInspection,
  type WaitingFile,
} from './queued-inspection';

/** An upload under way (spec §3): its progress, and the error when it failed. */
export interface UploadAttempt {
  progress: { loaded: number; total: number };
  error: Error | null;
}

/** The unsaved state of one inspection, shared by inspectionDetails and its location and element screens. */
export interface InspectionEdit {
  inspection: Inspection;
  /** The inspection as the server has it: what leaving without saving returns to. */
  saved: Inspection;
  /** Whether `saved` is a save still waiting on this device, rather than the server's. */
  savedOnDevice: boolean;
  /** The files known so far, by id; renames change the name here. */
  files: Readonly<Record<number, StoredFile>>;
  /** Files removed since the last save: the save removes them on the server. */
  removedFiles: readonly number[];
  /** Photos and videos kept on the device until they can be uploaded, by local id (issue 16). */
  waitingFiles: Readonly<Record<string, WaitingFile>>;
  /** The uploads under way or failed, by the local id of their waiting file. */
  uploads: Readonly<Record<string, UploadAttempt>>;
  saving: boolean;
  saveError: Error | null;
  /**
   * The inspection as saved elsewhere since the version this edit is based on (a save answered 409): until the
   * inspector has chosen per part which version to keep, the screen shows both (issue 16).
   */
  conflict: Inspection | null;
}

/** Whether two states of an inspection would save the same findings and files, whatever their versions. */
const sameFindings = (a: Inspection, b: Inspection) =>
  JSON.stringify(toInspectionSave({ ...a, version: 0 })) ===
  JSON.stringify(toInspectionSave({ ...b, version: 0 }));

/** Whether an inspection's findings differ from the saved ones; worked out once per pair of states. */
const findingsChanged = new WeakMap<Inspection, { saved: Inspection; changed: boolean }>();
const changedFindings = ({ inspection, saved }: InspectionEdit): boolean => {
  const known = findingsChanged.get(inspection);
  if (known?.saved === saved) return known.changed;
  const changed = !sameFindings(inspection, saved);
  findingsChanged.set(inspection, { saved, changed });
  return changed;
};

/** Whether the edit holds work that Save would store: changed findings or files, removed files. */
export const hasUnsavedChanges = (edit: InspectionEdit): boolean =>
  edit.removedFiles.length > 0 || changedFindings(edit);

/** The drafts as last written to the device, by inspection id: each is written again only when its parts change. */
type DraftParts = Pick<InspectionEdit, 'inspection' | 'files' | 'removedFiles' | 'waitingFiles'>;

let writtenDrafts: ReadonlyMap<number, DraftParts> = new Map();

const sameDraft = (a: DraftParts | undefined, b: DraftParts) =>
  a?.inspection === b.inspection &&
  a.files === b.files &&
  a.removedFiles === b.removedFiles &&
  a.waitingFiles === b.waitingFiles;

const logWriteFailure = (error: unknown) => {
  console.error('An unsaved inspection could not be kept on this device.', error);
};

/** Forgets the draft of an inspection, in memory and on the device (left, or moved to the server's id). */
const forgetDraft = (id: number): Promise<void> => {
  const written = new Map(writtenDrafts);
  written.delete(id);
  writtenDrafts = written;
  const owner = offlineOwner.read();
  return owner === undefined ? Promise.resolve() : keptDrafts.remove(owner, id);
};

/**
 * Keeps each inspection with unsaved changes on the device, under the logged-in person, and forgets the draft of
 * one that has none left; drafts of inspections not opened since the app started are left as they are.
 */
const keepDrafts = (next: ReadonlyMap<number, InspectionEdit>) => {
  const owner = offlineOwner.read();
  if (owner === undefined) return;
  const written = new Map(writtenDrafts);
  for (const [id, edit] of next) {
    const { inspection, files, removedFiles, waitingFiles } = edit;
    const draft = { inspection, files, removedFiles, waitingFiles };
    if (!hasUnsavedChanges(edit)) {
      if (written.delete(id)) keptDrafts.remove(owner, id).catch(logWriteFailure);
    } else if (!sameDraft(written.get(id), draft)) {
      written.set(id, draft);
      keptDrafts.write(owner, id, draft).catch(logWriteFailure);
    }
  }
  writtenDrafts = written;
};

let edits: ReadonlyMap<number, InspectionEdit> = new Map();
const listeners = new Set<() => void>();

const publish = (next: ReadonlyMap<number, InspectionEdit>) => {
  edits = next;
  keepDrafts(next);
  listeners.forEach((listener) => {
    listener();
  });
};

/** The unsaved state of an inspection, or undefined before it was loaded. */
export const inspectionEdit = (id: number): InspectionEdit | undefined => edits.get(id);

/** Changes the unsaved state of a loaded inspection. */
export const updateEdit = (id: number, change: (edit: InspectionEdit) => InspectionEdit): void => {
  const edit = edits.get(id);
  if (!edit) return;
  publish(new Map(edits).set(id, change(edit)));
};

/**
 * Starts editing a loaded inspection; an inspection already being edited keeps its unsaved changes, and one whose
 * draft was kept on the device (after a reload) starts from that draft. The waiting and known files are those of
 * the saved state, when that is a save still waiting on the device.
 */
export const startEdit = (
  saved: Inspection,
  draft: InspectionDraft | undefined,
  queued?: Pick<QueuedInspection, 'waitingFiles' | 'knownFiles'>,
): void => {
  if (edits.has(saved.id)) return;
  if (draft) writtenDrafts = new Map(writtenDrafts).set(saved.id, draft);
  publish(
    new Map(edits).set(saved.id, {
      inspection: draft?.inspection ?? saved,
      saved,
      savedOnDevice: queued !== undefined,
      files: { ...queued?.knownFiles, ...draft?.files },
      removedFiles: draft?.removedFiles ?? [],
      waitingFiles: { ...queued?.waitingFiles, ...draft?.waitingFiles },
      uploads: {},
      saving: false,
      saveError: null,
      conflict: null,
    }),
  );
};

/**
 * Takes a save kept on the device as the saved state: what was edited after it stays unsaved; the files it
 * removes are no longer the edit's to remove.
 */
export const takeQueued = ({ inspection, removedFiles }: QueuedInspection): void => {
  updateEdit(inspection.id, (edit) => ({
    ...edit,
    saved: inspection,
    savedOnDevice: true,
    removedFiles: edit.removedFiles.filter((fileId) => !removedFiles.includes(fileId)),
  }));
};

/**
 * Takes the server's answer to a sent registration or save as the saved state (issue 16): an edit under a local
 * id goes on under the server's; what was edited after the sent state stays unsaved, with the ids the server
 * gave; else the answer is the edited state too.
 */
export const takeSaved = (sent: QueuedInspection, answer: Inspection): void => {
  const edit = edits.get(sent.inspection.id) ?? edits.get(answer.id);
  if (!edit) return;
  const edited = withServerIds(edit.inspection);
  const inspection = sameFindings(edited, withServerIds(sent.inspection))
    ? answer
    : { ...edited, id: answer.id, version: answer.version };
  const next = new Map(edits);
  next.delete(edit.inspection.id);
  if (edit.inspection.id !== answer.id) forgetDraft(edit.inspection.id).catch(logWriteFailure);
  publish(
    next.set(answer.id, {
      ...edit,
      inspection,
      saved: answer,
      savedOnDevice: false,
      removedFiles: edit.removedFiles.filter((fileId) => !sent.removedFiles.includes(fileId)),
      waitingFiles: Object.fromEntries(
        Object.entries(edit.waitingFiles).filter(([localId]) => serverIdOf(Number(localId)) === undefined),
      ),
    }),
  );
};

/**
 * Leaves an inspection without saving: its unsaved changes are gone, with the photos taken for them that no saved
 * change takes; the next visit starts from the saved state.
 */
export const discardEdit = (id: number): void => {
  const edit = edits.get(id);
  const next = new Map(edits);
  next.delete(id);
  const forgotten = forgetDraft(id);
  publish(next);
  const photos = Object.keys(edit?.waitingFiles ?? {}).map((localId) => waitingFileKey(Number(localId)));
  Promise.all([forgotten, outbox.removeUntakenFiles(photos)]).catch(logWriteFailure);
};

/**
 * The version saved elsewhere, shown beside the edited one until the inspector chooses (issue 16); the files a
 * refused save of this device would have removed are the edit's to remove again.
 */
export const showConflict = (id: number, theirs: Inspection, removedFiles: readonly number[] = []): void => {
  updateEdit(id, (edit) => ({
    ...edit,
    conflict: theirs,
    removedFiles: [...new Set([...edit.removedFiles, ...removedFiles])],
  }));
};

/** Takes the versions the inspector chose, on the version saved elsewhere, as the edited inspection. */
export const resolveConflict = (id: number, chosen: Inspection): void => {
  updateEdit(id, (edit) => ({
    ...edit,
    inspection: chosen,
    saved: edit.conflict ?? edit.saved,
    savedOnDevice: false,
    conflict: null,
  }));
};

/**
 * A newer version of an inspection from the server (saved elsewhere since this device loaded it, or loaded again
 * after a reload that first showed the version kept offline) replaces an edit that has no unsaved changes and no
 * save waiting on the device; with either, the next save meets the newer version as a conflict.
 */
export const takeNewerSaved = (latest: Inspection): void => {
  const edit = edits.get(latest.id);
  if (!edit || edit.savedOnDevice || edit.saving || edit.conflict || hasUnsavedChanges(edit)) return;
  if (latest.version <= edit.saved.version) return;
  updateEdit(latest.id, (current) => ({ ...current, saved: latest, inspection: latest }));
};

/** Changes the edited inspection's fields. */
export const updateInspection = (id: number, change: (inspection: Inspection) => Inspection): void => {
  updateEdit(id, (edit) => ({ ...edit, inspection: change(edit.inspection) }));
};

/** Remembers files fetched, uploaded or renamed. */
export const rememberFiles = (id: number, files: readonly StoredFile[]): void => {
  if (files.length === 0) return;
  updateEdit(id, (edit) => ({
    ...edit,
    files: { ...edit.files, ...Object.fromEntries(files.map((file) => [file.id, file])) },
  }));
};

/** Removes a file from the inspection's and every element's file list; the save removes it on the server. */
export const removeFile = (id: number, fileId: number): void => {
  updateEdit(id, (edit) => ({
    ...edit,
    removedFiles: [...edit.removedFiles, fileId],
    inspection: withFileIds(edit.inspection, (file) => (file === fileId ? [] : [file])),
  }));
};

/**
 * Forgets the inspections being edited in memory (at logout, and between tests); their drafts stay on the device
 * under their person, who finds them again after logging in.
 */
export const clearInspectionEdits = (): void => {
  writtenDrafts = new Map();
  edits = new Map();
  listeners.forEach((listener) => {
    listener();
  });
};

/** Another person (or none) on this device: the inspections being edited in memory are theirs no longer. */
let editsOwner = offlineOwner.read();
offlineOwner.subscribe(() => {
  const owner = offlineOwner.read();
  if (owner === editsOwner) return;
  editsOwner = owner;
  clearInspectionEdits();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The unsaved state of an inspection, re-rendered when it changes. */
export const useInspectionEdit = (id: number): InspectionEdit | undefined =>
  useSyncExternalStore(subscribe, () => edits.get(id));
