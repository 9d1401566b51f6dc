import { outbox } from '../../../lib/offline/outbox';
import type { QueuedChange, Refusal } from '../../../lib/offline/queued-change';
import { syncControl } from '../../../lib/offline/sync-control';
import { offlineOwner } from '../../../lib/offline/sync-state';
import { inspectionEdit, showConflict } from '../inspection-store';
import { QUEUED_INSPECTION, toServerId, type QueuedInspection } from '../queued-inspection';
import { getInspection } from './get-inspection';

/** Whether a save was refused because the inspection was saved elsewhere since the version it was based on. */
export const savedElsewhere = (refusal: Refusal | null): boolean =>
  refusal?.code === 'inspectionSavedElsewhere';

/**
 * Loads the inspection as saved elsewhere and shows it beside the edited one (issue 16); `removedFiles` are those
 * a refused save of this device would have removed. When it cannot be loaded, the edit stays as it is: its next
 * save is refused again and tries again.
 */
export const loadConflict = async (editId: number, removedFiles: readonly number[] = []): Promise<void> => {
  try {
    showConflict(editId, await getInspection(toServerId(editId)), removedFiles);
  } catch (error) {
    console.error('The inspection as saved elsewhere could not be loaded.', error);
  }
};

/** A queued save the server refused because of a save elsewhere: an open edit of it shows both versions. */
export const inspectionRefused = async (change: QueuedChange): Promise<void> => {
  const queued = change.payload as QueuedInspection;
  const id = toServerId(queued.inspection.id);
  const edit = inspectionEdit(id);
  // A save of the screen's own hears its refusal itself.
  if (!edit || edit.saving || !savedElsewhere(change.refusal)) return;
  await loadConflict(id, queued.removedFiles);
};

/** The queued saves of an inspection refused because of a save elsewhere: a chosen version replaces them. */
export const forgetSavesRefusedAsConflicts = async (id: number): Promise<void> => {
  const owner = offlineOwner.read();
  if (owner === undefined) return;
  const refused = (await outbox.list(owner)).filter(
    (change) =>
      change.kind === QUEUED_INSPECTION &&
      savedElsewhere(change.refusal) &&
      toServerId((change.payload as QueuedInspection).inspection.id) === id,
  );
  for (const change of refused) await outbox.remove(change.key);
  await syncControl.refresh();
};
