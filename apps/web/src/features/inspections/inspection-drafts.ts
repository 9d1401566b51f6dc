import { StoredFile } from '@vve/contract/calls/files';
import { Inspection } from '@vve/contract/calls/inspections';
import { Id } from '@vve/contract/primitives';
import { z } from 'zod';
import { INSPECTION_DRAFTS_KEY, type InspectionDraft } from './inspection-draft-storage';

const StoredDrafts = z.record(
  z.string(),
  z.object({ inspection: Inspection, files: z.record(z.string(), StoredFile), removedFiles: z.array(Id) }),
);

/** The unsaved draft of an inspection kept in the browser, if one was kept and is still readable. */
export const readInspectionDraft = (id: number): InspectionDraft | undefined => {
  try {
    const text = localStorage.getItem(INSPECTION_DRAFTS_KEY);
    return text === null ? undefined : StoredDrafts.safeParse(JSON.parse(text)).data?.[String(id)];
  } catch {
    return undefined; // storage blocked, or written by another version: nothing to restore
  }
};
