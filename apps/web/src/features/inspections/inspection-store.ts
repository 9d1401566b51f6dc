import type { StoredFile } from '@vve/contract/calls/files';
import type { Inspection } from '@vve/contract/calls/inspections';
import { toInspectionSave } from '@vve/contract/rules/inspection-save';
import { useSyncExternalStore } from 'react';
import { writeInspectionDrafts, type InspectionDraft } from './inspection-draft-storage';

/** A file being uploaded (spec §3): shown with its progress, and with an error when it failed. */
export interface PendingUpload {
  key: string;
  file: File;
  /** The element whose entry gets the file too, or null for the inspection only. */
  elementId: number | null;
  progress: { loaded: number; total: number };
  error: Error | null;
}

/** The unsaved state of one inspection, shared by inspectionDetails and its location and element screens. */
export interface InspectionEdit {
  inspection: Inspection;
  /** The inspection as the server has it: what leaving without saving returns to. */
  saved: Inspection;
  /** The files known so far, by id; renames change the name here. */
  files: Readonly<Record<number, StoredFile>>;
  /** Files removed since the last save: the save removes them on the server. */
  removedFiles: readonly number[];
  uploads: readonly PendingUpload[];
  saving: boolean;
  saveError: Error | null;
}

/** Whether an inspection's findings differ from the saved ones; worked out once per pair of states. */
const findingsChanged = new WeakMap<Inspection, { saved: Inspection; changed: boolean }>();
const changedFindings = ({ inspection, saved }: InspectionEdit): boolean => {
  const known = findingsChanged.get(inspection);
  if (known?.saved === saved) return known.changed;
  const changed = JSON.stringify(toInspectionSave(inspection)) !== JSON.stringify(toInspectionSave(saved));
  findingsChanged.set(inspection, { saved, changed });
  return changed;
};

/** Whether the edit holds work that Save would store: changed findings, removed files, uploads under way. */
export const hasUnsavedChanges = (edit: InspectionEdit): boolean =>
  edit.removedFiles.length > 0 ||
  edit.uploads.some((upload) => upload.error === null) ||
  changedFindings(edit);

/** The drafts last kept in the browser: they are written again only when their parts change. */
let keptDrafts: ReadonlyMap<number, InspectionDraft> = new Map();

const keepDrafts = (next: ReadonlyMap<number, InspectionEdit>) => {
  const drafts = new Map(
    [...next]
      .filter(([, edit]) => hasUnsavedChanges(edit))
      .map(([id, { inspection, files, removedFiles }]) => [id, { inspection, files, removedFiles }]),
  );
  const unchanged =
    drafts.size === keptDrafts.size &&
    [...drafts].every(([id, draft]) => {
      const kept = keptDrafts.get(id);
      return (
        kept?.inspection === draft.inspection &&
        kept.files === draft.files &&
        kept.removedFiles === draft.removedFiles
      );
    });
  if (unchanged) return;
  keptDrafts = drafts;
  writeInspectionDrafts(drafts);
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
 * draft was kept in the browser (after a reload) starts from that draft.
 */
export const startEdit = (saved: Inspection, draft: InspectionDraft | undefined): void => {
  if (edits.has(saved.id)) return;
  publish(
    new Map(edits).set(saved.id, {
      inspection: draft?.inspection ?? saved,
      saved,
      files: draft?.files ?? {},
      removedFiles: draft?.removedFiles ?? [],
      uploads: [],
      saving: false,
      saveError: null,
    }),
  );
};

/** Takes a saved inspection (the server's answer) as both the edited and the saved state. */
export const replaceInspection = (inspection: Inspection): void => {
  updateEdit(inspection.id, (edit) => ({ ...edit, inspection, saved: inspection }));
};

/** Leaves an inspection without saving: its unsaved changes are gone, the next visit starts from the server's. */
export const discardEdit = (id: number): void => {
  const next = new Map(edits);
  next.delete(id);
  publish(next);
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
    inspection: {
      ...edit.inspection,
      files: edit.inspection.files.filter((file) => file !== fileId),
      statePerElement: edit.inspection.statePerElement.map((entry) => ({
        ...entry,
        files: entry.files.filter((file) => file !== fileId),
      })),
    },
  }));
};

/** Forgets every unsaved inspection (at logout, and between tests), also those kept in the browser before a reload. */
export const clearInspectionEdits = (): void => {
  publish(new Map());
  keptDrafts = new Map();
  writeInspectionDrafts(keptDrafts);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The unsaved state of an inspection, re-rendered when it changes. */
export const useInspectionEdit = (id: number): InspectionEdit | undefined =>
  useSyncExternalStore(subscribe, () => edits.get(id));
