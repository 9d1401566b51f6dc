import { z } from 'zod';
import { defineCall } from '../define-call';
import { InspectionState, ReportStatus, SupplierStatus } from '../enums';
import { Euros, Id, IdParam, IsoDate, IsoDateTime, LongText, Name, PageNumberParam } from '../primitives';
import { ElementScore, SurveyCode } from '../rules/element-score';
import { StoredFile } from './files';
import { Defect } from './inspections';
import { IdParams } from './params';
import { MessageText, MessageVisibility, RequestMessage } from './request-messages';
import { MAX_REPORT_ATTACHMENTS, Report } from './requests';
import { SupplierUpdate } from './work-assignments';
import { KNOWN_PRIORITIES } from '../rules/known-values';

/** The longest text the inbox's text filter takes. */
export const MAX_FILTER_TEXT_LENGTH = 200;

/** A flag in a query: `true` or absent. */
const QueryFlag = z.enum(['true']).optional();

/** A person as the back office names them. */
const Person = z.object({ naam: z.string() });
/** A complex as the back office names it. */
export const ComplexRef = z.object({ id: Id, naam: z.string() });
export type ComplexRef = z.infer<typeof ComplexRef>;

/** How urgent a request is: a known priority's code, whose response target gives the request its due date. */
export const RequestPriority = z.enum(KNOWN_PRIORITIES);
export type RequestPriority = z.infer<typeof RequestPriority>;

/** The inbox's orders: newest first (the default), or the soonest due first. */
export const InboxOrder = z.enum(['newest', 'due']);
export type InboxOrder = z.infer<typeof InboxOrder>;

/** The inbox's filters (all optional, combined with AND) and its page (spec §9: 50 a page, from 1). */
export const OfficeRequestsQuery = z.object({
  page: PageNumberParam.default(1),
  status: ReportStatus.optional(),
  complex: IdParam.optional(),
  /** Spec §5's filter rule (case-insensitive substring), applied by the server. */
  text: z.string().max(MAX_FILTER_TEXT_LENGTH).optional(),
  /** Only the requests I handle (the administrator who last moved them on or gave them a work order). */
  mine: QueryFlag,
  /** New requests, and those whose supplier reported since I last opened them. */
  waiting: QueryFlag,
  /** Only the open requests whose due date has passed. */
  overdue: QueryFlag,
  order: InboxOrder.optional(),
});
export type OfficeRequestsQuery = z.infer<typeof OfficeRequestsQuery>;

/** A supplier's FOLLOW_UP_ACTION_NEEDED or BLOCKED report on one of a request's open work orders. */
export const SupplierAlert = z.object({
  workOrderId: Id,
  supplier: z.string(),
  status: SupplierStatus.exclude(['COMPLETE']),
  description: z.string().nullable(),
  at: IsoDateTime,
});
export type SupplierAlert = z.infer<typeof SupplierAlert>;

/** One row of the inbox. */
export const OfficeRequestRow = z.object({
  id: Id,
  nr: z.string(),
  complex: ComplexRef.nullable(),
  omschrijving: z.string(),
  requester: Person,
  createdAt: IsoDateTime,
  status: ReportStatus,
  priority: RequestPriority,
  /** When it should be answered: its creation plus its priority's response target. */
  dueAt: IsoDateTime,
  photoCount: z.number().int().nonnegative(),
  /** Whether the request is pinned in a 3D model (it has a viewpoint). */
  pinned: z.boolean(),
  /** Raised by an inspection ('Make a report', spec §2) rather than by a resident. */
  fromInspection: z.boolean(),
  handler: Person.nullable(),
  /** In handling, with work orders, and the supplier reported COMPLETE on the last open one. */
  readyToResolve: z.boolean(),
  alerts: z.array(SupplierAlert),
  /** Waiting for me: new, or a supplier reported since I last opened it. */
  waiting: z.boolean(),
});
export type OfficeRequestRow = z.infer<typeof OfficeRequestRow>;

/** The counters in the navigation: requests per status, and those waiting for me. */
export const OfficeRequestCounts = z.object({
  byStatus: z.record(ReportStatus, z.number().int().nonnegative()),
  waiting: z.number().int().nonnegative(),
});
export type OfficeRequestCounts = z.infer<typeof OfficeRequestCounts>;

/** A message an administrator adds; its photos are uploaded first, as a request's are. */
export const OfficeMessagePayload = z.strictObject({
  text: MessageText,
  visibility: MessageVisibility,
  attachmentIds: z.array(Id).max(MAX_REPORT_ATTACHMENTS).default([]),
});
export type OfficeMessagePayload = z.infer<typeof OfficeMessagePayload>;

/** One change of the request, the work order or anything it holds, as the audit trail recorded it. */
export const AuditEntry = z.object({
  at: IsoDateTime,
  by: Person.nullable(),
  action: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** A work order as the back office shows it: the supplier-app's, with its supplier, complex and request. */
export const OfficeWorkOrder = z.object({
  id: Id,
  supplier: z.object({ id: Id, naam: z.string() }),
  complex: ComplexRef,
  request: z.object({ id: Id, nr: z.string(), omschrijving: z.string() }).nullable(),
  omschrijving: z.string(),
  createdAt: IsoDateTime,
  startDate: IsoDate.nullable(),
  planningDate: IsoDate.nullable(),
  priority: z.string(),
  repairType: z.string(),
  indicationAmount: Euros.nullable(),
  lastSupplierUpdate: SupplierUpdate.nullable(),
  /** Handled: completed, or cancelled. */
  afgerond: z.boolean(),
  /** The planning date has passed and it is not handled. */
  overdue: z.boolean(),
  cancelled: z.object({ at: IsoDateTime, by: Person.nullable(), reason: z.string() }).nullable(),
});
export type OfficeWorkOrder = z.infer<typeof OfficeWorkOrder>;

/** One event in a request's timeline, oldest first. */
export const TimelineEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created'), at: IsoDateTime, by: Person }),
  z.object({
    kind: z.literal('status'),
    at: IsoDateTime,
    by: Person.nullable(),
    from: ReportStatus,
    to: ReportStatus,
    reason: z.string().nullable(),
  }),
  z.object({ kind: z.literal('message'), at: IsoDateTime, message: RequestMessage }),
  z.object({
    kind: z.literal('work-order'),
    at: IsoDateTime,
    workOrderId: Id,
    supplier: z.string(),
  }),
  z.object({
    kind: z.literal('supplier-status'),
    at: IsoDateTime,
    workOrderId: Id,
    supplier: z.string(),
    status: SupplierStatus,
    description: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('work-order-cancelled'),
    at: IsoDateTime,
    workOrderId: Id,
    by: Person.nullable(),
    reason: z.string(),
  }),
]);
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** What an inspector found of an element, or of a building aspect as a whole: its grade, text and photos. */
export const InspectionFinding = z.object({
  state: InspectionState,
  stateDescription: z.string().nullable(),
  photos: z.array(StoredFile),
});
export type InspectionFinding = z.infer<typeof InspectionFinding>;

/** A NEN 2767 defect as the back office shows it: its kind, severity, intensity, extent and text, and its photos. */
export const OfficeDefect = Defect.omit({ files: true }).extend({ photos: z.array(StoredFile) });
export type OfficeDefect = z.infer<typeof OfficeDefect>;

/**
 * What an inspector found of an element: beside the spec's grade, text and photos, its NEN 2767 survey code (8, 9),
 * its defects, and the score the server computed (a condition 1–6, the survey code, or null: graded the spec's way).
 */
export const OfficeElementFinding = InspectionFinding.extend({
  id: Id,
  code: z.string(),
  label: z.string(),
  location: z.string(),
  surveyCode: SurveyCode.nullable().default(null),
  defects: z.array(OfficeDefect).default([]),
  score: ElementScore.nullable().default(null),
});
export type OfficeElementFinding = z.infer<typeof OfficeElementFinding>;

/**
 * An inspection as the back office shows it: who performed which task on which aspect, the overall finding, the
 * finding per element (in location order) and the requests it raised.
 */
export const OfficeInspection = z.object({
  id: Id,
  draft: z.boolean(),
  createdAt: IsoDateTime,
  performedAt: IsoDateTime.nullable(),
  supplier: z.object({ id: Id, naam: z.string() }),
  inspector: Person.nullable(),
  complex: ComplexRef,
  aspect: z.object({ id: Id, name: z.string() }),
  task: z.object({ id: Id, scheduledDate: IsoDate }).nullable(),
  finding: InspectionFinding,
  elements: z.array(OfficeElementFinding),
  requests: z.array(
    z.object({
      id: Id,
      nr: z.string(),
      omschrijving: z.string(),
      status: ReportStatus,
      elementId: Id.nullable(),
    }),
  ),
});
export type OfficeInspection = z.infer<typeof OfficeInspection>;

/** One request in the back office: the request, who sent it where, its work orders, timeline and audit. */
export const OfficeRequest = z.object({
  request: Report,
  publiclyVisible: z.boolean(),
  resident: z.object({ naam: z.string(), unit: z.string().nullable() }),
  complex: ComplexRef.extend({ adres: z.string() }).nullable(),
  handler: Person.nullable(),
  priority: RequestPriority,
  /** When it should be answered: its creation plus its priority's response target. */
  dueAt: IsoDateTime,
  /**
   * The inspection that raised it, the element when it was raised for one, and the finding that made it: the
   * element's (or the whole inspection's) grade, text and photos as the inspection holds them now.
   */
  inspection: z
    .object({
      id: Id,
      element: z.object({ id: Id, naam: z.string() }).nullable(),
      finding: InspectionFinding.nullable(),
    })
    .nullable(),
  readyToResolve: z.boolean(),
  workOrders: z.array(OfficeWorkOrder),
  timeline: z.array(TimelineEntry),
  audit: z.array(AuditEntry),
});
export type OfficeRequest = z.infer<typeof OfficeRequest>;

/** A supplier organisation to give a work order to. */
export const SupplierChoice = z.object({ id: Id, naam: z.string(), hasActiveContract: z.boolean() });
export type SupplierChoice = z.infer<typeof SupplierChoice>;

/** What a new work order is chosen from: suppliers with an active contract first, known priorities and repair types. */
export const WorkOrderChoices = z.object({
  suppliers: z.array(SupplierChoice),
  priorities: z.array(z.string()),
  repairTypes: z.array(z.string()),
});
export type WorkOrderChoices = z.infer<typeof WorkOrderChoices>;

const RequiredName = (what: string) => Name.trim().min(1, `No ${what}`);

/** A work order's start or planning date: a calendar date the database holds (it knows no year 0). */
export const WorkOrderDate = IsoDate.refine((day) => !day.startsWith('0000'), 'The year 0 does not exist');

/** The largest indication amount, in euros: its cents fit the database's integer. */
export const MAX_INDICATION_AMOUNT = 10_000_000;

/** The body that gives a request a work order. */
export const WorkOrderCreate = z.strictObject({
  supplierId: Id,
  priority: RequiredName('priority'),
  repairType: RequiredName('repair type'),
  startDate: WorkOrderDate.nullable().default(null),
  planningDate: WorkOrderDate.nullable().default(null),
  indicationAmount: Euros.nonnegative().max(MAX_INDICATION_AMOUNT).nullable().default(null),
  omschrijving: LongText.trim().min(1, 'No description'),
});
export type WorkOrderCreate = z.infer<typeof WorkOrderCreate>;

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

/** At most this many requests are changed by one bulk action (a page of the inbox is 50). */
export const MAX_BULK_REQUESTS = 100;

/** What a bulk action does to each request: take a new one into handling, or make me its handler. */
export const BulkRequestAction = z.enum(['TAKE_INTO_HANDLING', 'ASSIGN_TO_ME']);
export type BulkRequestAction = z.infer<typeof BulkRequestAction>;

/** A bulk action on requests picked in the inbox, each changed on its own (one refused leaves the others). */
export const BulkRequestsPayload = z.strictObject({
  action: BulkRequestAction,
  ids: z
    .array(Id)
    .min(1, 'Pick at least one request')
    .max(MAX_BULK_REQUESTS, `At most ${MAX_BULK_REQUESTS} requests at once`),
});
export type BulkRequestsPayload = z.infer<typeof BulkRequestsPayload>;

/** Why a bulk action left a request as it was: gone, not new any more (to take), or mine already (to assign). */
export const BulkSkipReason = z.enum(['NOT_FOUND', 'NOT_NEW', 'YOURS_ALREADY']);
export type BulkSkipReason = z.infer<typeof BulkSkipReason>;

/** Which requests a bulk action changed, and which it left as they were, each with why. */
export const BulkRequestsAnswer = z.object({
  changed: z.array(Id),
  skipped: z.array(z.object({ id: Id, reason: BulkSkipReason })),
});
export type BulkRequestsAnswer = z.infer<typeof BulkRequestsAnswer>;

/** A request's new priority; its due date follows from it. */
export const RequestPriorityPayload = z.strictObject({ priority: RequestPriority });
export type RequestPriorityPayload = z.infer<typeof RequestPriorityPayload>;

/** A request's priority and the due date that follows from it. */
export const RequestDue = z.object({ priority: RequestPriority, dueAt: IsoDateTime });
export type RequestDue = z.infer<typeof RequestDue>;

/** The back office's request calls (administrators only; anyone else gets 404). */
export const officeCalls = {
  officeRequests: defineCall({
    method: 'GET',
    path: '/api/app/office/requests',
    access: { only: 'administrator', record: 'Requests' },
    query: OfficeRequestsQuery,
    response: z.array(OfficeRequestRow),
  }),
  /** Every complex of the portfolio, by name: what the inbox and the work orders are filtered by. */
  officeComplexes: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes',
    access: { only: 'administrator', record: 'Complexes' },
    response: z.array(ComplexRef),
  }),
  officeRequestCounts: defineCall({
    method: 'GET',
    path: '/api/app/office/request-counts',
    access: { only: 'administrator', record: 'Requests' },
    response: OfficeRequestCounts,
  }),
  /**
   * Opening a request marks its supplier reports as seen by me ('waiting for me'): a GET that changes
   * state, guarded against cross-site requests like a POST.
   */
  officeRequest: defineCall({
    method: 'GET',
    path: '/api/app/office/requests/:id',
    access: { only: 'administrator', record: 'Request' },
    params: IdParams,
    response: OfficeRequest,
    changesState: true,
  }),
  officeInspection: defineCall({
    method: 'GET',
    path: '/api/app/office/inspections/:id',
    access: { only: 'administrator', record: 'Inspection' },
    params: IdParams,
    response: OfficeInspection,
  }),
  changeReportStatus: defineCall({
    method: 'POST',
    path: '/api/app/office/requests/:id/status',
    access: { only: 'administrator', record: 'Request' },
    params: IdParams,
    body: ReportStatusChangePayload,
    response: ReportStatusChange,
  }),
  /** Sets a request's priority, and with it its due date. */
  changeRequestPriority: defineCall({
    method: 'PUT',
    path: '/api/app/office/requests/:id/priority',
    access: { only: 'administrator', record: 'Request' },
    params: IdParams,
    body: RequestPriorityPayload,
    response: RequestDue,
  }),
  /** Takes new requests into handling, or makes the caller their handler, each on its own. */
  bulkChangeRequests: defineCall({
    method: 'POST',
    path: '/api/app/office/requests/bulk',
    access: { only: 'administrator', record: 'Request' },
    body: BulkRequestsPayload,
    response: BulkRequestsAnswer,
  }),
  addOfficeMessage: defineCall({
    method: 'POST',
    path: '/api/app/office/requests/:id/messages',
    access: { only: 'administrator', record: 'Request' },
    params: IdParams,
    body: OfficeMessagePayload,
    response: RequestMessage,
  }),
  workOrderChoices: defineCall({
    method: 'GET',
    path: '/api/app/office/work-order-choices',
    access: { only: 'administrator', record: 'Work order choices' },
    response: WorkOrderChoices,
  }),
  /** Gives the request a work order; a new request is taken into handling with it. */
  createWorkOrder: defineCall({
    method: 'POST',
    path: '/api/app/office/requests/:id/work-orders',
    access: { only: 'administrator', record: 'Request' },
    params: IdParams,
    body: WorkOrderCreate,
    response: OfficeWorkOrder,
  }),
};
