import { StoredFile } from '@vve/contract/calls/files';
import { Inspection } from '@vve/contract/calls/inspections';
import { Id } from '@vve/contract/primitives';
import { z } from 'zod';
import { keptDrafts } from '../../lib/offline/kept-drafts';

const WaitingFile = z.object({ name: z.string(), type: z.string(), key: z.string() });

const InspectionDraft = z.object({
  inspection: Inspection,
  files: z.record(z.string(), StoredFile),
  removedFiles: z.array(Id),
  waitingFiles: z.record(z.string(), WaitingFile).default({}),
});

/** The unsaved part of an inspection being edited, kept on the device (IndexedDB) until it is saved or left. */
export type InspectionDraft = z.infer<typeof InspectionDraft>;

/** Where the app kept drafts before they moved to IndexedDB: read once more, so that an update loses none. */
const LEGACY_DRAFTS_KEY = 'inspectionDrafts';

const legacyDraft = (id: number): unknown => {
  try {
    return (JSON.parse(localStorage.getItem(LEGACY_DRAFTS_KEY) ?? '{}') as Record<string, unknown>)[id];
  } catch {
    return undefined;
  }
};

/** The unsaved draft of an inspection kept on the device, if one was kept and is still readable. */
export const readInspectionDraft = async (
  owner: string,
  id: number,
): Promise<InspectionDraft | undefined> => {
  try {
    return InspectionDraft.safeParse((await keptDrafts.read(owner, id)) ?? legacyDraft(id)).data;
  } catch {
    return undefined; // storage blocked: nothing to restore
  }
};

/** Forgets the drafts kept before they moved to IndexedDB (at logout). */
export const forgetLegacyDrafts = (): void => {
  try {
    localStorage.removeItem(LEGACY_DRAFTS_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
};
