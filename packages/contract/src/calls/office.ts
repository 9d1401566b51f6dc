import { z } from 'zod';
import { defineCall } from '../define-call';
import { ReportStatus } from '../enums';
import { IsoDateTime, LongText } from '../primitives';
import { IdParams } from './params';

/** A status change of a request, as an administrator asks for it: from the status they saw, to the next. */
export const ReportStatusChangePayload = z.strictObject({
  /** The status the administrator saw: if another changed it meanwhile, the change answers 409. */
  from: ReportStatus,
  to: ReportStatus,
  /** Why: required for a rejection (the resident reads it), optional otherwise. */
  reason: LongText.optional(),
});
export type ReportStatusChangePayload = z.infer<typeof ReportStatusChangePayload>;

/** One status change in a request's timeline: who moved it, when, from what to what, and why. */
export const ReportStatusChange = z.object({
  from: ReportStatus,
  to: ReportStatus,
  reason: z.string().nullable(),
  changedAt: IsoDateTime,
  changedBy: z.object({ naam: z.string() }),
});
export type ReportStatusChange = z.infer<typeof ReportStatusChange>;

/** The back office's calls (administrators only; anyone else gets 404). */
export const officeCalls = {
  changeReportStatus: defineCall({
    method: 'POST',
    path: '/api/app/office/requests/:id/status',
    params: IdParams,
    body: ReportStatusChangePayload,
    response: ReportStatusChange,
  }),
};
