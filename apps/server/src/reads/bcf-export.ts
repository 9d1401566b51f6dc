import type { SQL } from 'drizzle-orm';
import {
  MAX_BCF_SNAPSHOT_BYTES,
  MAX_BCF_TOPICS,
  type BcfConditionMap,
  type BcfExportPayload,
} from '@vve/contract/calls/bcf';
import type { ConditionMap } from '@vve/contract/calls/condition-map';
import type { BimProject } from '@vve/contract/calls/details';
import { RequestPriority } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';
import { colorOfScore } from '@vve/contract/rules/condition-colors';
import { elementsAt, paintOf } from '@vve/contract/rules/condition-map';
import type { Database } from '../db/database';
import { TOPIC_PRIORITY, TOPIC_STATUS } from '../lib/bcf/bcf-mapping';
import { snapshotBytes } from '../lib/bcf/bcf-snapshot';
import type { BcfColoring, BcfFile, BcfTopic, BcfViewpoint } from '../lib/bcf/bcf-topic';
import { commentGuidOf, stableUuid } from '../lib/bcf/bcf-guids';
import { isoDay } from '../lib/clock';
import { contentKey, type FileStorage } from '../lib/file-storage';
import { notFound, refusal } from '../lib/http-error';
import { findBcfRequests, findBcfWorkOrders, type BcfRequestRow } from '../queries/bcf-export';
import { findMessagesOfRequests, type RequestMessageRow } from '../queries/request-messages';
import { readConditionMap, type ConditionMapAccess } from './condition-map';

/** The title of a request's topic: its number and the first line of its description, cut at 80 characters. */
const titleOf = (row: BcfRequestRow): string => {
  const firstLine = row.report.omschrijving.split('\n', 1)[0]?.trim() ?? '';
  const short = firstLine.length > 80 ? `${firstLine.slice(0, 79)}…` : firstLine;
  return `${String(row.report.nr)}: ${short}`;
};

/**
 * Who wrote something, as the reader may know it: administrators read e-mail addresses (BCF's authors); anyone
 * else reads their own address, and a role for the others (no resident's name or address).
 */
const authorFor =
  (reader: BcfReader) =>
  (author: { id: number | null; email: string | null; name: string | null }, role: string): string =>
    reader.administrator || author.id === reader.userId ? (author.email ?? author.name ?? role) : role;

/**
 * The pictures of these requests' viewpoints, read from storage in order while their bytes together stay within
 * MAX_BCF_SNAPSHOT_BYTES (the later ones go without); by request id.
 */
const snapshotsOf = async (storage: FileStorage, rows: readonly BcfRequestRow[]) => {
  const snapshots = new Map<number, Uint8Array>();
  let total = 0;
  for (const { report, snapshot } of rows) {
    if (!snapshot || total + snapshot.size > MAX_BCF_SNAPSHOT_BYTES) continue;
    const bytes = await storage.get(contentKey(snapshot.contentHash));
    if (!bytes) continue;
    snapshots.set(report.id, bytes);
    total += bytes.length;
  }
  return snapshots;
};

const viewpointOf = (row: BcfRequestRow, snapshot: Uint8Array | undefined): BcfViewpoint[] =>
  row.viewpoint
    ? [
        {
          guid: row.viewpoint.guid,
          camera: row.viewpoint.camera,
          selected: row.viewpoint.selectedGuids,
          coloring: [],
          snapshot,
        },
      ]
    : [];

/**
 * Who reads an export and what they see, by the policies: the requests, the work orders (null: none) and, when the
 * condition map is asked for, its elements (null: the reader may not see it).
 */
export interface BcfReader {
  userId: number;
  name: string;
  administrator: boolean;
  requests: SQL | undefined;
  workOrders: SQL | undefined | null;
  conditionMap: ConditionMapAccess | null;
}

/** The topics of a project's requests that the reader sees: messages to the resident as comments, never notes. */
const requestTopics = async (
  db: Database,
  storage: FileStorage,
  reader: BcfReader,
  projectId: number,
  ids: readonly number[] | undefined,
): Promise<BcfTopic[]> => {
  const rows = await findBcfRequests(db, projectId, reader.requests, { ids, limit: MAX_BCF_TOPICS + 1 });
  if (rows.length > MAX_BCF_TOPICS) throw refusal('tooManyBcfTopics', { max: MAX_BCF_TOPICS });
  if (ids && rows.length < new Set(ids).size) throw notFound('Request');
  const requestIds = rows.map((row) => row.report.id);
  const [messages, orders, snapshots] = await Promise.all([
    findMessagesOfRequests(db, requestIds, ['RESIDENT']),
    reader.workOrders === null ? [] : findBcfWorkOrders(db, requestIds, reader.workOrders),
    snapshotsOf(storage, rows),
  ]);
  const author = authorFor(reader);
  const messagesOf = new Map<number, RequestMessageRow[]>();
  for (const row of messages) {
    const list = messagesOf.get(row.message.reportId) ?? [];
    list.push(row);
    messagesOf.set(row.message.reportId, list);
  }
  return rows.map((row): BcfTopic => {
    const order = orders.find((candidate) => candidate.requestId === row.report.id);
    const status = ReportStatus.parse(row.report.status);
    const priority = RequestPriority.safeParse(row.report.priority).data;
    const requester = { id: row.report.createdBy, email: row.requesterEmail, name: row.requesterName };
    return {
      guid: row.report.bcfGuid,
      type: 'Request',
      status: TOPIC_STATUS[status],
      title: titleOf(row),
      priority: priority === undefined ? undefined : TOPIC_PRIORITY[priority],
      labels: row.complexName === null ? [] : [row.complexName],
      creationDate: row.report.createdAt.toISOString(),
      creationAuthor: author(requester, row.report.inspectionId === null ? 'Resident' : 'Inspector'),
      modifiedDate: undefined,
      dueDate: order?.planningDate ? `${order.planningDate}T00:00:00Z` : undefined,
      assignedTo: order?.supplierName,
      description: row.report.omschrijving,
      comments: (messagesOf.get(row.report.id) ?? []).map(({ message, authorName, fromRequester }) => ({
        guid: commentGuidOf(row.report.bcfGuid, message),
        date: message.createdAt.toISOString(),
        author: author(
          { id: message.authorId, email: null, name: authorName },
          fromRequester ? 'Resident' : 'Administrator',
        ),
        text: message.text,
      })),
      viewpoints: viewpointOf(row, snapshots.get(row.report.id)),
    };
  });
};

/** Model elements by the colour the condition map paints them at a moment (unscored ones grey). */
const coloringAt = (map: ConditionMap, at: string): BcfColoring[] => {
  const byColor = new Map<string, string[]>();
  for (const [guid, score] of paintOf(elementsAt(map.elements, at))) {
    const color = colorOfScore(score).slice(1).toUpperCase();
    const guids = byColor.get(color) ?? [];
    guids.push(guid);
    byColor.set(color, guids);
  }
  return [...byColor].map(([color, guids]) => ({ color, guids }));
};

const MAP_DESCRIPTION =
  'Elements coloured by their latest NEN 2767 condition: 1 dark green, 2 light green, 3 yellow, 4 orange, 5 red, 6 dark red; survey codes 8 and 9 purple; grey: no score yet.';

/** The condition map at a moment as a topic: one viewpoint, its elements coloured by their score. */
const conditionMapTopic = (
  map: ConditionMap,
  project: BimProject,
  { camera, at, snapshot }: BcfConditionMap,
  now: Date,
  reader: BcfReader,
): BcfTopic => {
  const moment = at ?? now.toISOString();
  return {
    guid: stableUuid(`condition-map:${String(project.id)}:${moment}`),
    type: 'Condition map',
    status: 'Open',
    title: `Condition map of ${project.complexName} on ${moment.slice(0, 10)}`,
    priority: undefined,
    labels: [project.complexName],
    creationDate: now.toISOString(),
    creationAuthor: reader.name,
    modifiedDate: undefined,
    dueDate: undefined,
    assignedTo: undefined,
    description: MAP_DESCRIPTION,
    comments: [],
    viewpoints: [
      {
        guid: stableUuid(`condition-map-view:${String(project.id)}:${moment}`),
        camera,
        selected: [],
        coloring: coloringAt(map, moment),
        snapshot: snapshot === undefined ? undefined : snapshotBytes(snapshot),
      },
    ],
  };
};

/**
 * A BCF file of a project for its reader: the requests asked for (all it sees when none are named), and the
 * condition map when asked and the reader sees it (404 otherwise).
 */
export const readBcfExport = async (
  db: Database,
  storage: FileStorage,
  project: BimProject,
  reader: BcfReader,
  payload: BcfExportPayload,
  now: Date,
): Promise<BcfFile> => {
  const topics = await requestTopics(db, storage, reader, project.id, payload.requestIds);
  if (payload.conditionMap) {
    if (!reader.conditionMap) throw notFound('Condition map');
    const map = await readConditionMap(db, project, reader.conditionMap, isoDay(now));
    topics.push(conditionMapTopic(map, project, payload.conditionMap, now, reader));
  }
  return { version: payload.version, topics };
};
