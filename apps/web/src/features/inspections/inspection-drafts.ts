import { StoredFile } from '@vve/contract/calls/files';
import { Inspection } from '@vve/contract/calls/inspections';
import { Id } from '@vve/contract/primitives';
import { z } from 'zod';

/**
 * The unsaved part of an inspection being edited, kept in the browser so that a reload, a closed tab or a
 * restarted phone loses none of it. Kept in local storage for now; the offline work will keep it (and the
 * files not yet uploaded) in IndexedDB behind the same three calls.
 */
export const InspectionDraft = z.object({
  inspection: Inspection,
  files: z.record(z.string(), StoredFile),
  removedFiles: z.array(Id),
});
export type InspectionDraft = z.infer<typeof InspectionDraft>;

const STORAGE_KEY = 'inspectionDrafts';
const StoredDrafts = z.record(z.string(), InspectionDraft);

const readAll = (): Record<string, InspectionDraft> => {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return (text === null ? undefined : StoredDrafts.safeParse(JSON.parse(text)).data) ?? {};
  } catch {
    return {}; // storage blocked, or written by another version: nothing to restore
  }
};

/** The unsaved draft of an inspection, if one was kept. */
export const readInspectionDraft = (id: number): InspectionDraft | undefined => readAll()[String(id)];

/** Keeps exactly these drafts (by inspection id). */
export const writeInspectionDrafts = (drafts: ReadonlyMap<number, InspectionDraft>): void => {
  try {
    if (drafts.size === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(drafts)));
  } catch {
    // storage full or blocked: the drafts live in memory only
  }
};
