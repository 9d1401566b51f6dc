import { z } from 'zod';
import { defineCall } from '../define-call';
import { ReportStatus } from '../enums';
import { Id, IsoDate, IsoDateTime, LongText } from '../primitives';
import { StoredFile } from './files';
import { IdParams } from './params';
import { MAX_REPORT_ATTACHMENTS } from './requests';

const Person = z.object({ naam: z.string() });

/** Who may read a message: the resident (and administrators), or administrators only. */
export const MessageVisibility = z.enum(['RESIDENT', 'INTERNAL']);
export type MessageVisibility = z.infer<typeof MessageVisibility>;

/** A message's text: not blank, at most the spec's long-text length. */
export const MessageText = LongText.trim().min(1, 'No message');

/** A message on a request. */
export const RequestMessage = z.object({
  id: Id,
  text: z.string(),
  visibility: MessageVisibility,
  author: Person,
  /** Written by the request's resident (else by an administrator). */
  fromResident: z.boolean(),
  at: IsoDateTime,
  attachments: z.array(StoredFile),
});
export type RequestMessage = z.infer<typeof RequestMessage>;

/** What a resident writes on their own request; its photos are uploaded first, as a request's are. */
export const ResidentMessagePayload = z.strictObject({
  text: MessageText,
  attachmentIds: z.array(Id).max(MAX_REPORT_ATTACHMENTS).default([]),
});
export type ResidentMessagePayload = z.infer<typeof ResidentMessagePayload>;

/**
 * A request's history as its resident reads it (reportDetails' 'History'), oldest first: the status
 * changes, with their reason (a rejection's, a reopening's), and, on their own request only, the messages
 * visible to them and the dates its work is planned for (each when it was set).
 */
export const HistoryEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    at: IsoDateTime,
    from: ReportStatus,
    to: ReportStatus,
    reason: z.string().nullable(),
  }),
  z.object({ kind: z.literal('message'), at: IsoDateTime, message: RequestMessage }),
  z.object({ kind: z.literal('planned'), at: IsoDateTime, date: IsoDate }),
]);
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** The messages between a resident and the administrators on the resident's requests. */
export const requestMessagesCalls = {
  requestHistory: defineCall({
    method: 'GET',
    path: '/api/app/reports/:id/history',
    params: IdParams,
    response: z.array(HistoryEntry),
  }),
  /** A resident answers on their own request (404 on anyone else's, shared or not). */
  sendRequestMessage: defineCall({
    method: 'POST',
    path: '/api/app/reports/:id/messages',
    params: IdParams,
    body: ResidentMessagePayload,
    response: RequestMessage,
  }),
};
