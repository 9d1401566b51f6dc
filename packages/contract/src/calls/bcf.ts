import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDateTime } from '../primitives';
import { IfcGuid, Snapshot, ViewpointCamera } from './bim';
import { ImportMode } from './office-import';
import { IdParams } from './params';

/** The BCF versions read and written: 2.1 (`.bcfzip`, read by most tools) and 3.0 (`.bcf`). */
export const BcfVersion = z.enum(['2.1', '3.0']);
export type BcfVersion = z.infer<typeof BcfVersion>;

/** The most topics one BCF file holds, exported or imported. */
export const MAX_BCF_TOPICS = 500;
/** The largest BCF file an import reads, in bytes. */
export const MAX_BCF_BYTES = 50 * 1024 * 1024;
/** What a BCF file may unpack to, all entries together: more stops the import (a zip bomb). */
export const MAX_BCF_UNPACKED_BYTES = 200 * 1024 * 1024;
/**
 * The most bytes of snapshots one export carries (topics past it go without their picture): the file stays within
 * what an import unpacks.
 */
export const MAX_BCF_SNAPSHOT_BYTES = 150 * 1024 * 1024;
/** The most entries a BCF file may hold. */
export const MAX_BCF_ENTRIES = 10_000;
/** The multipart field of a BCF import. */
export const BCF_FILE_FIELD = 'file';

/** The file name of an export: the project's name in plain letters and digits, with the version's extension. */
export const bcfFileName = (projectName: string, version: BcfVersion): string => {
  const plain = projectName.normalize('NFD').replace(/\p{M}/gu, '');
  const stem =
    plain
      .replace(/[^A-Za-z0-9 _-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'bcf';
  return `${stem}.${version === '3.0' ? 'bcf' : 'bcfzip'}`;
};

/**
 * The condition map as a topic of the export: painted as at `at` (now when absent), seen from `camera`, with the
 * viewer's picture of it (a PNG as base64 text, at most MAX_SNAPSHOT_SIDE pixels a side) when there is one.
 */
export const BcfConditionMap = z.strictObject({
  camera: ViewpointCamera,
  at: IsoDateTime.optional(),
  snapshot: Snapshot.optional(),
});
export type BcfConditionMap = z.infer<typeof BcfConditionMap>;

/**
 * What to export: the requests of the project (those the caller may see; all of them when `requestIds` is absent)
 * and, for whoever sees the condition map, the map as one more topic.
 */
export const BcfExportPayload = z.strictObject({
  version: BcfVersion.default('2.1'),
  requestIds: z.array(Id).min(1).max(MAX_BCF_TOPICS).optional(),
  conditionMap: BcfConditionMap.optional(),
});
export type BcfExportPayload = z.infer<typeof BcfExportPayload>;

export const BcfImportQuery = z.object({ mode: ImportMode });

/** What an import does with one topic: makes a request of it, or updates the request it came from. */
export const BcfTopicOutcome = z.object({
  guid: z.string(),
  title: z.string(),
  action: z.enum(['create', 'update']),
  /** The request it updates or made (after an apply); null for a new one in a dry run. */
  requestId: Id.nullable(),
  requestNr: z.string().nullable(),
  /** The new comments, which become internal notes. */
  comments: z.number().int().nonnegative(),
  /** The elements its viewpoint selects (at most 100 are kept). */
  selected: z.array(IfcGuid),
  hasViewpoint: z.boolean(),
});
export type BcfTopicOutcome = z.infer<typeof BcfTopicOutcome>;

/** Why one topic of a file cannot be read (the others are). */
export const BcfTopicProblem = z.enum(['malformedXml', 'noGuid', 'noTitle', 'sameGuidTwice']);
export type BcfTopicProblem = z.infer<typeof BcfTopicProblem>;

/** A topic that cannot be read: its folder in the file and why. */
export const BcfUnreadableTopic = z.object({ folder: z.string(), reason: BcfTopicProblem });
export type BcfUnreadableTopic = z.infer<typeof BcfUnreadableTopic>;

/** What an import of a BCF file would do (dry run) or did (apply). */
export const BcfImportSummary = z.object({
  version: BcfVersion,
  applied: z.boolean(),
  topics: z.array(BcfTopicOutcome),
  unreadable: z.array(BcfUnreadableTopic),
});
export type BcfImportSummary = z.infer<typeof BcfImportSummary>;

/**
 * BCF in and out of a 3D project: an export holds what its caller may see (404 for a project they do not see);
 * an import is for administrators, checked first by a dry run.
 */
export const bcfCalls = {
  exportBcf: defineCall({
    method: 'POST',
    path: '/api/app/bim/projects/:id/bcf-export',
    params: IdParams,
    body: BcfExportPayload,
    responseType: 'binary',
    response: z.unknown(),
  }),
  importBcf: defineCall({
    method: 'POST',
    path: '/api/app/office/bim-projects/:id/bcf-import',
    access: { only: 'administrator', record: 'Project' },
    params: IdParams,
    query: BcfImportQuery,
    bodyType: 'multipart',
    response: BcfImportSummary,
  }),
};
