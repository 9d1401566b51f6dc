import type { HistoryEntry, RequestMessage } from '@vve/contract/calls/request-messages';
import { MessageVisibility } from '@vve/contract/calls/request-messages';
import { ReportStatus } from '@vve/contract/enums';
import type { RequestMessageRow } from '../queries/request-messages';
import type { PlannedWorkRow, StatusChangeRow } from '../queries/request-timeline';
import { presentFile } from './file';

/** A message on a request, with its author (an account that is gone has no name left) and its photos. */
export const presentRequestMessage = (row: RequestMessageRow): RequestMessage => ({
  id: row.message.id,
  text: row.message.text,
  visibility: MessageVisibility.parse(row.message.visibility),
  author: { naam: row.authorName ?? '' },
  fromResident: row.fromRequester,
  at: row.message.createdAt.toISOString(),
  attachments: row.attachments.map(presentFile),
});

/** A status change as a history or timeline entry, without who made it. */
export const presentStatusEntry = ({ change }: StatusChangeRow) => ({
  kind: 'status' as const,
  at: change.changedAt.toISOString(),
  from: ReportStatus.parse(change.fromStatus),
  to: ReportStatus.parse(change.toStatus),
  reason: change.reason,
});

/** Entries in the order they happened; at the same moment they keep the order they were given in. */
export const oldestFirst = <Entry extends { at: string }>(entries: Entry[]): Entry[] =>
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

/**
 * A request's history as a resident reads it, oldest first: the status changes (with their reason) and the
 * messages and planned work they were given (none, or those visible to the resident).
 */
export const presentHistory = (
  changes: readonly StatusChangeRow[],
  messages: readonly RequestMessageRow[],
  planned: readonly PlannedWorkRow[],
): HistoryEntry[] =>
  oldestFirst<HistoryEntry>([
    ...changes.map(presentStatusEntry),
    ...messages.map((row) => ({
      kind: 'message' as const,
      at: row.message.createdAt.toISOString(),
      message: presentRequestMessage(row),
    })),
    ...planned.map((row) => ({ kind: 'planned' as const, at: row.at.toISOString(), date: row.date })),
  ]);
