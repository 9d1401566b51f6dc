import { z } from 'zod';
import { REPORT_VISIBILITY_DEFAULT } from '../constants';
import { defineCall } from '../define-call';
import { ReportStatus } from '../enums';
import { Id, IsoDateTime, MAX_TEXT_LENGTH, Name } from '../primitives';
import { ViewpointCreate } from './bim';
import { StoredFile } from './files';
import { IdParams } from './params';

/** The largest image a report accepts, in bytes. */
export const MAX_REPORT_IMAGE_BYTES = 10 * 1024 * 1024;
/** At most this many images are attached to one report. */
export const MAX_REPORT_ATTACHMENTS = 20;

export const PersonRef = z.object({ naam: z.string() });
export type PersonRef = z.infer<typeof PersonRef>;

/** The complex of a report: an id, or an object with its name (spec §3) and id; null when none. */
export const ReportVve = z.union([Id, z.object({ id: Id, naam: z.string() })]).nullable();
export type ReportVve = z.infer<typeof ReportVve>;

/** The place in a 3D model that a report points at. */
export const LinkedItem = z.object({
  /** A BCF viewpoint GUID; null when the item has no viewpoint. */
  viewpointId: z.string().min(1).max(100).nullable(),
  projectId: Id,
});
export type LinkedItem = z.infer<typeof LinkedItem>;

/** A report, also called request or melding (spec §3). */
export const Report = z.object({
  id: Id,
  nr: z.string().min(1),
  aanmaakDatum: IsoDateTime,
  omschrijving: z.string(),
  status: ReportStatus,
  vve: ReportVve,
  aangemaaktDoor: PersonRef,
  melder: PersonRef,
  attachments: z.array(StoredFile),
  linkedItem: LinkedItem.nullable(),
});
export type Report = z.infer<typeof Report>;

/** The body that creates a report (spec §3, §5). */
export const ReportCreate = z.strictObject({
  omschrijving: z
    .string({ error: 'No description' })
    .trim()
    .min(1, 'No description')
    .max(MAX_TEXT_LENGTH, `The description is longer than ${MAX_TEXT_LENGTH} characters`),
  publiclyVisible: z.boolean().default(REPORT_VISIBILITY_DEFAULT),
  attachmentIds: z.array(Id).max(MAX_REPORT_ATTACHMENTS).default([]),
  vve: Id.nullable(),
  /** A request made in the 3D viewer: its project and the viewpoint to store with it. */
  linkedItem: z.strictObject({ projectId: Id, viewpoint: ViewpointCreate }).optional(),
});
export type ReportCreate = z.infer<typeof ReportCreate>;

/** The body of an image upload: base64 text without a data-URL prefix. */
export const ReportImage = z
  .string()
  .min(1, 'No image')
  .max(Math.ceil(MAX_REPORT_IMAGE_BYTES / 3) * 4, 'The image is too large')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The image is not base64 text');
export type ReportImage = z.infer<typeof ReportImage>;

export const ReportImageAnswer = z.object({ file: StoredFile });
export type ReportImageAnswer = z.infer<typeof ReportImageAnswer>;

/** A request raised from an inspection (spec §3). */
export const RelatedRequest = z.object({
  id: Id,
  omschrijving: z.string(),
  melder: Name,
  aanmaakdatum: IsoDateTime,
  status: ReportStatus,
});
export type RelatedRequest = z.infer<typeof RelatedRequest>;

export const reportsCalls = {
  recentReports: defineCall({ method: 'GET', path: '/api/app/reports/recent', response: z.array(Report) }),
  personalReports: defineCall({
    method: 'GET',
    path: '/api/app/reports/personal',
    response: z.array(Report),
  }),
  createReport: defineCall({
    method: 'POST',
    path: '/api/app/reports',
    body: ReportCreate,
    idempotent: true,
    response: Report,
  }),
  uploadReportImage: defineCall({
    method: 'POST',
    path: '/api/app/reports/image',
    body: ReportImage,
    bodyType: 'text',
    response: ReportImageAnswer,
    idempotent: true,
  }),
  requestsByInspection: defineCall({
    method: 'GET',
    path: '/api/app/requests/by-inspection/:id',
    params: IdParams,
    response: z.array(RelatedRequest),
  }),
};
