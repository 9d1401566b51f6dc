import type { StoredFile } from '@vve/contract/calls/files';
import type { Inspection } from '@vve/contract/calls/inspections';
import { useSyncExternalStore } from 'react';

/** A file being uploaded (spec §3): shown with its progress, and with an error when it failed. */
export interface PendingUpload {
  key: string;
  name: string;
  /** The element whose entry gets the file too, or null for the inspection only. */
  elementId: number | null;
  progress: { loaded: number; total: number };
  error: Error | null;
}

/** The unsaved state of one inspection, shared by inspectionDetails and its location and element screens. */
export interface InspectionEdit {
  inspection: Inspection;
  /** The files known so far, by id; renames change the name here. */
  files: Readonly<Record<number, StoredFile>>;
  uploads: readonly PendingUpload[];
  saving: boolean;
  saveError: Error | null;
}

let edits: ReadonlyMap<number, InspectionEdit> = new Map();
const listeners = new Set<() => void>();

const publish = (next: ReadonlyMap<number, InspectionEdit>) => {
  edits = next;
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

/** Starts editing a loaded inspection; an inspection already being edited keeps its unsaved changes. */
export const startEdit = (inspection: Inspection): void => {
  if (edits.has(inspection.id)) return;
  publish(
    new Map(edits).set(inspection.id, { inspection, files: {}, uploads: [], saving: false, saveError: null }),
  );
};

/** Replaces the edited inspection with a saved one (the server's answer). */
export const replaceInspection = (inspection: Inspection): void => {
  updateEdit(inspection.id, (edit) => ({ ...edit, inspection }));
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

/** Removes a file from the inspection's and every element's file list. */
export const forgetFile = (id: number, fileId: number): void => {
  updateInspection(id, (inspection) => ({
    ...inspection,
    files: inspection.files.filter((file) => file !== fileId),
    statePerElement: inspection.statePerElement.map((entry) => ({
      ...entry,
      files: entry.files.filter((file) => file !== fileId),
    })),
  }));
};

/** Forgets every unsaved inspection (at logout, and between tests). */
export const clearInspectionEdits = (): void => {
  publish(new Map());
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
