import { and, desc, eq } from 'drizzle-orm';
import type { AnnouncementAudience } from '@vve/contract/calls/announcements';
import type { DocumentReaders } from '@vve/contract/calls/documents';
import { MessageVisibility } from '@vve/contract/calls/request-messages';
import { ReportStatus, SupplierStatus } from '@vve/contract/enums';
import { cutText } from '@vve/contract/rules/cut-text';
import type { NotifyingAction } from '../db/audit-log';

export type { NotifyingAction };
import type { Database } from '../db/database';
import { announcementComplexes, announcements } from '../db/schema/announcements';
import { complexes } from '../db/schema/complexes';
import { documents } from '../db/schema/documents';
import { meetings } from '../db/schema/meetings';
import { aspectTypes, aspects, schedules } from '../db/schema/inspections';
import { requestMessages, requestStatusChanges, requests } from '../db/schema/requests';
import { workOrders } from '../db/schema/work-orders';
import { requestReadyToResolve } from './ready-to-resolve';

/** A request as the rules need it. */
export interface RequestSubject {
  id: number;
  title: string;
  complexId: number | null;
  complexName: string | null;
  /** The resident who sent it; null for a request an inspection raised. */
  residentId: number | null;
  /** Shared with the other residents of its complex. */
  shared: boolean;
  /** The administrator handling it, if one took it. */
  handlerId: number | null;
}

/** A work order as the rules need it. */
export interface WorkOrderSubject {
  id: number;
  description: string;
  supplierId: number;
  complexName: string;
  planningDate: string | null;
  request: RequestSubject | null;
}

/** A planned inspection task as the rules need it. */
export interface TaskSubject {
  id: number;
  aspectName: string;
  complexName: string;
  supplierId: number;
  date: string;
}

/** An announcement as the rules need it: whom it is for, in which complexes. */
export interface AnnouncementSubject {
  id: number;
  title: string;
  /** Its text's first words, on one line. */
  excerpt: string;
  audience: AnnouncementAudience;
  complexes: { id: number; naam: string }[];
}

/** A new document of a library as the rules need it: who reads it, in which complex. */
export interface DocumentSubject {
  id: number;
  title: string;
  readers: DocumentReaders;
  complexId: number;
  complexName: string;
}

/** A convened meeting as the rules need it: when, in which complex. */
export interface MeetingSubject {
  id: number;
  startsAt: Date;
  complexId: number;
  complexName: string;
}

/** What happened, with what the rules need to know of it (`findEventSubject` loads it). */
export type EventSubject =
  | { action: 'request.created'; request: RequestSubject; byInspection: boolean }
  | { action: 'request.status-changed'; request: RequestSubject; status: ReportStatus; reason: string | null }
  | {
      action: 'request.message-added';
      request: RequestSubject;
      visibility: MessageVisibility;
      /** Its resident wrote it (an answer to the office), not an administrator. */
      fromResident: boolean;
      /** The message's first words ('' when it has gone meanwhile). */
      excerpt: string;
    }
  | { action: 'work-order.created' | 'work-order.planned'; order: WorkOrderSubject }
  | {
      action: 'work-order.status-reported';
      order: WorkOrderSubject;
      status: SupplierStatus;
      /** The request is ready to resolve now: this COMPLETE was on its last open work order. */
      readyToResolve: boolean;
    }
  | { action: 'complex.task-planned' | 'complex.task-repeated'; task: TaskSubject }
  | { action: 'announcement.published'; announcement: AnnouncementSubject }
  | { action: 'complex.document-added'; document: DocumentSubject }
  | { action: 'meeting.convened' | 'meeting.reminded' | 'meeting.minutes-sent'; meeting: MeetingSubject };

/** A change as the audit trail keeps it. */
export interface NotifyingEvent {
  action: NotifyingAction;
  entityId: number;
  at: Date;
  details: Record<string, string | number | boolean | null> | null;
}

/** Titles are one line of at most this many characters. */
const TITLE_LENGTH = 80;

/** The first line of a text, cut between characters to TITLE_LENGTH with an ellipsis. */
export const titleOf = (text: string): string =>
  cutText(text.trim().split('\n')[0]?.trim() ?? '', TITLE_LENGTH, '…');

/** A message's excerpts are at most this many characters. */
const EXCERPT_LENGTH = 200;

/** A message's text on one line, cut between characters to EXCERPT_LENGTH with an ellipsis. */
const excerptOf = (text: string): string => cutText(text.trim().replace(/\s+/g, ' '), EXCERPT_LENGTH, '…');

const findRequestSubject = async (db: Database, id: number): Promise<RequestSubject | null> => {
  const [row] = await db
    .select({ report: requests, complexName: complexes.naam })
    .from(requests)
    .leftJoin(complexes, eq(complexes.id, requests.complexId))
    .where(eq(requests.id, id));
  if (!row) return null;
  const { report } = row;
  return {
    id: report.id,
    title: titleOf(report.omschrijving),
    complexId: report.complexId,
    complexName: row.complexName,
    residentId: report.inspectionId === null ? report.createdBy : null,
    shared: report.publiclyVisible,
    handlerId: report.handledBy,
  };
};

const findWorkOrderSubject = async (db: Database, id: number): Promise<WorkOrderSubject | null> => {
  const [row] = await db
    .select({ order: workOrders, complexName: complexes.naam })
    .from(workOrders)
    .innerJoin(complexes, eq(complexes.id, workOrders.complexId))
    .where(eq(workOrders.id, id));
  if (!row) return null;
  const { order } = row;
  return {
    id: order.id,
    description: titleOf(order.omschrijving),
    supplierId: order.supplierId,
    complexName: row.complexName,
    planningDate: order.planningDate,
    request: order.requestId === null ? null : await findRequestSubject(db, order.requestId),
  };
};

const findTaskSubject = async (db: Database, id: number): Promise<TaskSubject | null> => {
  const [row] = await db
    .select({
      id: schedules.id,
      supplierId: schedules.supplierId,
      date: schedules.scheduledDate,
      aspectName: aspects.name,
      typeName: aspectTypes.name,
      complexName: complexes.naam,
    })
    .from(schedules)
    .innerJoin(aspects, eq(aspects.id, schedules.aspectId))
    .innerJoin(aspectTypes, eq(aspectTypes.id, aspects.aspectTypeId))
    .innerJoin(complexes, eq(complexes.id, aspects.complexId))
    .where(eq(schedules.id, id));
  if (!row) return null;
  const { aspectName, typeName, ...task } = row;
  return { ...task, aspectName: aspectName ?? typeName };
};

/** Whether the request is ready to resolve now, by its work orders' newest reports. */
const readyToResolve = async (db: Database, request: RequestSubject): Promise<boolean> => {
  const [row] = await db
    .select({ ready: requestReadyToResolve(requests.id, requests.status) })
    .from(requests)
    .where(eq(requests.id, request.id));
  return row?.ready === true;
};

/** The reason the timeline keeps for the status change (the audit trail keeps no free text). */
const findReason = async (
  db: Database,
  event: NotifyingEvent,
  status: ReportStatus,
): Promise<string | null> => {
  const [change] = await db
    .select({ reason: requestStatusChanges.reason })
    .from(requestStatusChanges)
    .where(
      and(
        eq(requestStatusChanges.reportId, event.entityId),
        eq(requestStatusChanges.toStatus, status),
        eq(requestStatusChanges.changedAt, event.at),
      ),
    )
    .orderBy(desc(requestStatusChanges.id))
    .limit(1);
  return change?.reason ?? null;
};

const numberDetail = (event: NotifyingEvent, name: string): number => Number(event.details?.[name]);

const findMessageExcerpt = async (db: Database, event: NotifyingEvent): Promise<string> => {
  const [message] = await db
    .select({ text: requestMessages.text })
    .from(requestMessages)
    .where(eq(requestMessages.id, numberDetail(event, 'messageId')));
  return message ? excerptOf(message.text) : '';
};

/** An announcement with its complexes by name; null when it was withdrawn meanwhile. */
const findAnnouncementSubject = async (db: Database, id: number): Promise<AnnouncementSubject | null> => {
  const rows = await db
    .select({ announcement: announcements, complexId: complexes.id, complexName: complexes.naam })
    .from(announcements)
    .innerJoin(announcementComplexes, eq(announcementComplexes.announcementId, announcements.id))
    .innerJoin(complexes, eq(complexes.id, announcementComplexes.complexId))
    .where(eq(announcements.id, id))
    .orderBy(complexes.naam, complexes.id);
  const first = rows[0]?.announcement;
  if (!first) return null;
  return {
    id: first.id,
    title: titleOf(first.title),
    excerpt: excerptOf(first.text),
    audience: first.audience,
    complexes: rows.map((row) => ({ id: row.complexId, naam: row.complexName })),
  };
};

/** A document with its complex's name; null when it was removed meanwhile. */
const findDocumentSubject = async (db: Database, id: number): Promise<DocumentSubject | null> => {
  const [row] = await db
    .select({
      id: documents.id,
      title: documents.title,
      readers: documents.readers,
      complexId: complexes.id,
      complexName: complexes.naam,
    })
    .from(documents)
    .innerJoin(complexes, eq(complexes.id, documents.complexId))
    .where(eq(documents.id, id));
  return row ? { ...row, title: titleOf(row.title) } : null;
};

/** A meeting with its complex's name; null when it was removed meanwhile. */
const findMeetingSubject = async (db: Database, id: number): Promise<MeetingSubject | null> => {
  const [row] = await db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      complexId: complexes.id,
      complexName: complexes.naam,
    })
    .from(meetings)
    .innerJoin(complexes, eq(complexes.id, meetings.complexId))
    .where(eq(meetings.id, id));
  return row ?? null;
};

/**
 * What the rules need to know of a change, as it is now; null when what it was about is gone (a removed
 * task), so that nobody hears of it.
 */
export const findEventSubject = async (db: Database, event: NotifyingEvent): Promise<EventSubject | null> => {
  const { action, details } = event;
  switch (action) {
    case 'request.created': {
      const request = await findRequestSubject(db, event.entityId);
      return request && { action, request, byInspection: details?.inspectionId != null };
    }
    case 'request.status-changed': {
      const request = await findRequestSubject(db, event.entityId);
      const status = ReportStatus.parse(details?.to);
      return request && { action, request, status, reason: await findReason(db, event, status) };
    }
    case 'request.message-added': {
      const request = await findRequestSubject(db, event.entityId);
      return (
        request && {
          action,
          request,
          visibility: MessageVisibility.parse(details?.visibility),
          fromResident: details?.fromResident === true,
          excerpt: await findMessageExcerpt(db, event),
        }
      );
    }
    case 'work-order.created':
    case 'work-order.planned': {
      const order = await findWorkOrderSubject(db, event.entityId);
      return order && { action, order };
    }
    case 'work-order.status-reported': {
      const order = await findWorkOrderSubject(db, event.entityId);
      if (!order) return null;
      const status = SupplierStatus.parse(details?.status);
      const ready =
        status === 'COMPLETE' && order.request !== null && (await readyToResolve(db, order.request));
      return { action, order, status, readyToResolve: ready };
    }
    case 'complex.task-planned':
    case 'complex.task-repeated': {
      const task = await findTaskSubject(db, numberDetail(event, 'taskId'));
      return task && { action, task };
    }
    case 'announcement.published': {
      const announcement = await findAnnouncementSubject(db, event.entityId);
      return announcement && { action, announcement };
    }
    case 'complex.document-added': {
      // Told only when the administrator asked for it.
      if (details?.notify !== true) return null;
      const document = await findDocumentSubject(db, numberDetail(event, 'documentId'));
      return document && { action, document };
    }
    case 'meeting.convened':
    case 'meeting.reminded':
    case 'meeting.minutes-sent': {
      const meeting = await findMeetingSubject(db, event.entityId);
      return meeting && { action, meeting };
    }
  }
};
