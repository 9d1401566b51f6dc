import { useQuery } from '@tanstack/react-query';
import type { Inspection } from '@vve/contract/calls/inspections';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/i18n';
import { isLocalId, useServerIdOf } from '../../lib/offline/local-ids';
import { outbox } from '../../lib/offline/outbox';
import { offlineOwner } from '../../lib/offline/sync-state';
import { combineQueries, type QueryState } from '../../lib/query-state';
import { inspectionQueryOptions } from './api/get-inspection';
import { readInspectionDraft } from './inspection-drafts';
import { startEdit, takeNewerSaved, useInspectionEdit, type InspectionEdit } from './inspection-store';
import type { QueuedChange } from '../../lib/offline/queued-change';
import { loadConflict, savedElsewhere } from './api/inspection-conflict';
import { QUEUED_INSPECTION, toServerId, withServerIds, type QueuedInspection } from './queued-inspection';

/** The saves (and registration) of an inspection waiting on the device to be sent or refused, oldest first. */
const queuedChanges = async (owner: string, id: number): Promise<QueuedChange<QueuedInspection>[]> =>
  (await outbox.list(owner)).filter(
    (change): change is QueuedChange<QueuedInspection> =>
      change.kind === QUEUED_INSPECTION &&
      toServerId((change.payload as QueuedInspection).inspection.id) === id,
  );

/**
 * Starts editing an inspection from what this device knows of it: its latest save waiting to be sent, else the
 * server's (as loaded, or as last seen offline), and the unsaved draft kept on the device; when a save of it was
 * refused because of a save elsewhere, the version saved there is shown beside it. Answers false when the device
 * knows nothing of a local inspection (its change was removed).
 */
const startEditFromDevice = async (id: number, fromServer: Inspection | undefined): Promise<boolean> => {
  const owner = offlineOwner.read();
  const [changes, draft] =
    owner === undefined
      ? [[], undefined]
      : await Promise.all([queuedChanges(owner, id), readInspectionDraft(owner, id)]);
  const queued = changes.at(-1)?.payload;
  const saved = queued ? withServerIds(queued.inspection) : fromServer;
  if (!saved) return false;
  startEdit(saved, draft, queued);
  const conflicts = changes.filter((change) => savedElsewhere(change.refusal));
  if (conflicts.length > 0)
    await loadConflict(
      saved.id,
      conflicts.flatMap((change) => change.payload.removedFiles),
    );
  return true;
};

/** An inspection registered on this device and sent since: its open screen moves to the id the server gave it. */
const useMoveToServerId = (id: number) => {
  const serverId = useServerIdOf(id);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isLocalId(id) || serverId === undefined) return;
    void navigate(pathname.replace(`/inspections/${id}`, `/inspections/${serverId}`) + search, {
      replace: true,
    });
  }, [id, serverId, navigate, pathname, search]);
};

/**
 * The unsaved state of an inspection as a query's data, loaded on first use; the location and element screens
 * opened directly load it too. An inspection registered on this device (a local id) is never asked of the server.
 */
export const useEditedInspection = (id: number): QueryState<InspectionEdit> => {
  const { t } = useTranslation();
  useMoveToServerId(id);
  const local = isLocalId(id);
  const query = useQuery({ ...inspectionQueryOptions(id), enabled: !local });
  const edit = useInspectionEdit(id);
  const [unknown, setUnknown] = useState(false);
  useEffect(() => {
    if (edit || (!local && !query.data)) return undefined;
    let current = true;
    startEditFromDevice(id, query.data).then(
      (started) => {
        if (current) setUnknown(!started);
      },
      (error: unknown) => {
        console.error('The inspection could not be read from this device.', error);
        if (current) setUnknown(true);
      },
    );
    return () => {
      current = false;
    };
  }, [id, local, query.data, edit]);
  useEffect(() => {
    if (query.data) takeNewerSaved(query.data);
  }, [query.data]);
  if (!local) return combineQueries([query], edit);
  return {
    data: edit,
    error: unknown && !edit ? new Error(t('This inspection is not on this device.')) : null,
    isFetching: false,
    fetchStatus: 'idle',
    refetch: () => undefined,
  };
};
