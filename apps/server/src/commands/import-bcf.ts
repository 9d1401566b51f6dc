import { and, eq, inArray } from 'drizzle-orm';
import type { BcfImportSummary, BcfTopicOutcome } from '@vve/contract/calls/bcf';
import { MAX_SELECTED_ELEMENTS } from '@vve/contract/calls/bim';
import { ReportStatus } from '@vve/contract/enums';
import { movesBetween } from '@vve/contract/rules/request-transitions';
import { MAX_TEXT_LENGTH } from '@vve/contract/primitives';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { requestMessages, requests } from '../db/schema/requests';
import { commentGuidOf } from '../lib/bcf/bcf-guids';
import { priorityOfTopic, statusOfTopic } from '../lib/bcf/bcf-mapping';
import type { BcfComment, BcfTopic } from '../lib/bcf/bcf-topic';
import type { BcfContents } from '../lib/bcf/read-bcf';
import { insertViewpoint } from './insert-viewpoint';
import { raiseRequest } from './raise-request';
import { lockRequest, recordRequestMove } from './record-request-move';

export interface BcfImport {
  project: { id: number; complexId: number };
  contents: BcfContents;
  apply: boolean;
  userId: number;
  at: Date;
}

type ExistingRequest = typeof requests.$inferSelect;

const cut = (text: string): string =>
  text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH - 1)}…` : text;

/** What a request says of its topic: the description, else the title. */
const descriptionOf = (topic: BcfTopic): string => cut(topic.description ?? topic.title);

/** A comment as an internal note: who wrote it and when, as the other tool told, then what. */
const noteOf = (comment: BcfComment): string =>
  cut(`${comment.author || '?'}${comment.date ? ` (${comment.date})` : ''}: ${comment.text}`);

/** The topic's first viewpoint that has a camera, as the product stores one (at most 100 selected elements). */
const viewpointOf = (topic: BcfTopic) => {
  const viewpoint = topic.viewpoints.find((candidate) => candidate.camera !== undefined);
  if (!viewpoint?.camera) return undefined;
  return { camera: viewpoint.camera, selectedGuids: viewpoint.selected.slice(0, MAX_SELECTED_ELEMENTS) };
};

/** The requests of the project that topics came from, by GUID, and the comment GUIDs each has already. */
const findExisting = async (db: Database, projectId: number, guids: readonly string[]) => {
  const fromTopics = and(eq(requests.bimProjectId, projectId), inArray(requests.bcfGuid, [...guids]));
  const [found, messages] = await Promise.all([
    db.select().from(requests).where(fromTopics),
    db
      .select({
        id: requestMessages.id,
        reportId: requestMessages.reportId,
        bcfGuid: requestMessages.bcfGuid,
        topicGuid: requests.bcfGuid,
      })
      .from(requestMessages)
      .innerJoin(requests, eq(requests.id, requestMessages.reportId))
      .where(fromTopics),
  ]);
  const commentsOf = new Map<number, Set<string>>();
  for (const message of messages) {
    const known = commentsOf.get(message.reportId) ?? new Set<string>();
    commentsOf.set(message.reportId, known.add(commentGuidOf(message.topicGuid, message)));
  }
  return { byGuid: new Map(found.map((request) => [request.bcfGuid, request])), commentsOf };
};

/** Stores a topic's new comments as internal notes of the request, each under its GUID. */
const addNotes = async (tx: Database, reportId: number, comments: readonly BcfComment[], job: BcfImport) => {
  if (comments.length === 0) return;
  await tx.insert(requestMessages).values(
    comments.map((comment) => ({
      reportId,
      visibility: 'INTERNAL',
      text: noteOf(comment),
      authorId: job.userId,
      createdAt: job.at,
      bcfGuid: comment.guid,
    })),
  );
};

/**
 * Moves a request to the topic's status by the moves an administrator may make, one step at a time (a new request
 * goes through handling to resolved); a status no moves lead to (back to new) is left as it is.
 */
const moveTo = async (
  tx: Database,
  reportId: number,
  from: ReportStatus,
  to: ReportStatus,
  job: BcfImport,
) => {
  let current = from;
  for (const step of movesBetween(from, to) ?? []) {
    await recordRequestMove(tx, {
      reportId,
      from: current,
      to: step,
      reason: 'BCF import',
      userId: job.userId,
      at: job.at,
    });
    current = step;
  }
};

/** Makes a request of a topic, pinned to its viewpoint, with its status, priority and comments. */
const createRequest = async (tx: Database, topic: BcfTopic, job: BcfImport): Promise<number> => {
  const viewpoint = viewpointOf(topic);
  const { id } = await raiseRequest(tx, {
    complexId: job.project.complexId,
    description: descriptionOf(topic),
    publiclyVisible: false,
    createdBy: job.userId,
    createdAt: job.at,
    linkedItem: viewpoint && { projectId: job.project.id, viewpoint },
  });
  await tx
    .update(requests)
    .set({ bimProjectId: job.project.id, bcfGuid: topic.guid, priority: priorityOfTopic(topic.priority) })
    .where(eq(requests.id, id));
  await moveTo(tx, id, 'NIEUW', statusOfTopic(topic.status), job);
  await addNotes(tx, id, topic.comments, job);
  return id;
};

/** Updates the request a topic came from: description, priority, status, its viewpoint if it had none, new comments. */
const updateRequest = async (
  tx: Database,
  request: ExistingRequest,
  topic: BcfTopic,
  fresh: readonly BcfComment[],
  job: BcfImport,
) => {
  const locked = await lockRequest(tx, request.id);
  const viewpoint = locked.viewpointId === null ? viewpointOf(topic) : undefined;
  const viewpointId =
    viewpoint &&
    (await insertViewpoint(tx, {
      projectId: job.project.id,
      createdBy: job.userId,
      createdAt: job.at,
      viewpoint,
    }));
  await tx
    .update(requests)
    .set({
      omschrijving: descriptionOf(topic),
      priority: priorityOfTopic(topic.priority),
      ...(viewpointId && { viewpointId }),
    })
    .where(eq(requests.id, request.id));
  await moveTo(tx, request.id, ReportStatus.parse(locked.status), statusOfTopic(topic.status), job);
  await addNotes(tx, request.id, fresh, job);
};

/**
 * Imports a BCF file's topics into a 3D project: each topic makes a request of the project's complex (not shared,
 * by the importing administrator), or updates the request of the project that came from it (by the topic's GUID);
 * comments not imported before become internal notes, the first viewpoint with a camera is stored. A dry run tells
 * what would happen and changes nothing; an apply does it all or nothing, with one audit row for the import.
 */
export const importBcf = async (db: Database, job: BcfImport): Promise<BcfImportSummary> => {
  const run = async (tx: Database): Promise<BcfTopicOutcome[]> => {
    const { byGuid, commentsOf } = await findExisting(
      tx,
      job.project.id,
      job.contents.topics.map((topic) => topic.guid),
    );
    const outcomes: BcfTopicOutcome[] = [];
    for (const topic of job.contents.topics) {
      const existing = byGuid.get(topic.guid);
      const known = existing ? (commentsOf.get(existing.id) ?? new Set<string>()) : new Set<string>();
      const fresh = topic.comments.filter((comment) => !known.has(comment.guid));
      let requestId = existing?.id ?? null;
      if (job.apply) {
        if (existing) await updateRequest(tx, existing, topic, fresh, job);
        else requestId = await createRequest(tx, topic, job);
      }
      const viewpoint = viewpointOf(topic);
      outcomes.push({
        guid: topic.guid,
        title: topic.title,
        action: existing ? 'update' : 'create',
        requestId,
        requestNr: existing ? String(existing.nr) : null,
        comments: fresh.length,
        selected: viewpoint?.selectedGuids ?? [],
        hasViewpoint: viewpoint !== undefined,
      });
    }
    if (job.apply) {
      await recordAudit(tx, {
        userId: job.userId,
        action: 'complex.bcf-imported',
        entityId: job.project.complexId,
        at: job.at,
        details: {
          projectId: job.project.id,
          created: outcomes.filter((outcome) => outcome.action === 'create').length,
          updated: outcomes.filter((outcome) => outcome.action === 'update').length,
        },
      });
    }
    return outcomes;
  };
  const topics = job.apply ? await db.transaction(run) : await run(db);
  return { version: job.contents.version, applied: job.apply, topics, unreadable: job.contents.unreadable };
};
