import type { StoredFile } from '@vve/contract/calls/files';
import type { Inspection } from '@vve/contract/calls/inspections';

/**
 * The unsaved part of an inspection being edited, kept in the browser so that a reload, a closed tab or a
 * restarted phone loses none of it. Kept in local storage for now; the offline work will keep it (and the files
 * not yet uploaded) in IndexedDB behind the same calls. Writing needs no schema, so this stays off the first load;
 * reading validates (`inspection-drafts.ts`).
 */
export interface InspectionDraft {
  inspection: Inspection;
  files: Readonly<Record<number, StoredFile>>;
  removedFiles: readonly number[];
}

export const INSPECTION_DRAFTS_KEY = 'inspectionDrafts';

/** Keeps exactly these drafts (by inspection id); none removes them all. */
export const writeInspectionDrafts = (drafts: ReadonlyMap<number, InspectionDraft>): void => {
  try {
    if (drafts.size === 0) localStorage.removeItem(INSPECTION_DRAFTS_KEY);
    else localStorage.setItem(INSPECTION_DRAFTS_KEY, JSON.stringify(Object.fromEntries(drafts)));
  } catch {
    // storage full or blocked: the drafts live in memory only
  }
};
