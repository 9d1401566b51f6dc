import type { NotificationFacts } from '@vve/contract/calls/notifications';
import type { SupplierStatus } from '@vve/contract/enums';
import type { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { appPaths } from '../lib/app-paths';
import { meetingDay } from '../lib/mail/convocation-email';
import type { Audience } from '../queries/notification-audiences';
import type {
  AnnouncementSubject,
  DocumentSubject,
  EventSubject,
  MeetingSubject,
  NotifyingAction,
  RequestSubject,
  TaskSubject,
  WorkOrderSubject,
} from '../queries/notification-subjects';

/** One notification to an audience. */
export interface Tidings {
  audience: Audience;
  kind: NotificationKind;
  facts: NotificationFacts;
  /** Where it opens in the app, below /app. */
  path: string;
}

const requestFacts = (request: RequestSubject): NotificationFacts => ({
  requestId: request.id,
  title: request.title,
  ...(request.complexName === null ? {} : { complexName: request.complexName }),
});

const resident = (request: RequestSubject): Audience[] =>
  request.residentId === null ? [] : [{ to: 'person', userId: request.residentId }];

/** The administrator handling the request, or all administrators while nobody took it. */
const handlers = (request: RequestSubject | null): Audience =>
  request?.handlerId ? { to: 'person', userId: request.handlerId } : { to: 'administrators' };

/** What the resident of a work order's request hears: the date it is planned for. */
const plannedForResident = ({ request, planningDate }: WorkOrderSubject): Tidings[] =>
  request === null || planningDate === null
    ? []
    : resident(request).map((audience) => ({
        audience,
        kind: 'request-planned',
        facts: { ...requestFacts(request), date: planningDate },
        path: appPaths.residentRequest(request.id),
      }));

const toSupplier = (order: WorkOrderSubject, change: 'created' | 'planned'): Tidings => ({
  audience: { to: 'supplier', supplierId: order.supplierId },
  kind: 'work-order',
  facts: {
    workOrderId: order.id,
    title: order.description,
    complexName: order.complexName,
    date: order.planningDate,
    change,
  },
  path: appPaths.supplierWorkOrder(order.id),
});

const taskTidings = (task: TaskSubject): Tidings => ({
  audience: { to: 'supplier', supplierId: task.supplierId },
  kind: 'inspection-task',
  facts: { taskId: task.id, title: task.aspectName, complexName: task.complexName, date: task.date },
  path: appPaths.supplierInspections(),
});

/** The supplier statuses an administrator must act on; COMPLETE only when it makes the request ready to resolve. */
const CALLS_FOR_ACTION: readonly SupplierStatus[] = ['FOLLOW_UP_ACTION_NEEDED', 'BLOCKED'];

/**
 * An announcement reaches its audience in each complex it names (a person in several of them hears of it once,
 * as of any change); residents open the complex, where it is listed, suppliers their list of announcements.
 */
const announcementTidings = ({ id, title, excerpt, audience, complexes }: AnnouncementSubject): Tidings[] =>
  complexes.map((complex) => ({
    audience: { to: audience, complexId: complex.id },
    kind: 'announcement',
    facts: { announcementId: id, title, complexName: complex.naam, excerpt },
    path: audience === 'suppliers' ? appPaths.supplierAnnouncements() : appPaths.residentComplex(complex),
  }));

/** A new document reaches its readers in its complex (administrators only: nobody). */
const documentTidings = ({ id, title, readers, complexId, complexName }: DocumentSubject): Tidings[] =>
  readers === 'administrators'
    ? []
    : [
        {
          audience: { to: readers, complexId },
          kind: 'document',
          facts: { documentId: id, title, complexName },
          path: appPaths.residentComplex({ id: complexId, naam: complexName }),
        },
      ];

type Rule<A extends NotifyingAction> = (subject: Extract<EventSubject, { action: A }>) => Tidings[];

/**
 * Who hears what (issue 15), one rule per kind of change. A notification tells only what its audience may see:
 * suppliers learn no resident's name, residents nothing of internal notes.
 */
export /**
 * A convened meeting's convocation, its reminder two days before, or its draft minutes, to every owner of its
 * complex.
 */
const meetingTidings = (meeting: MeetingSubject, news: 'convened' | 'reminder' | 'minutes'): Tidings => ({
  audience: { to: 'owners', complexId: meeting.complexId },
  kind: 'meeting',
  // A meeting is known by its complex: that is its title.
  facts: {
    meetingId: meeting.id,
    title: meeting.complexName,
    complexName: meeting.complexName,
    date: meetingDay(meeting.startsAt),
    ...(news === 'reminder' ? { reminder: true } : {}),
    ...(news === 'minutes' ? { minutes: true } : {}),
  },
  path: appPaths.ownerMeeting(meeting.id),
});

const RULES: { [A in NotifyingAction]: Rule<A> } = {
  'request.created': ({ request, byInspection }) => [
    {
      audience: { to: 'administrators' },
      kind: 'new-request',
      facts: { ...requestFacts(request), byInspection },
      path: appPaths.officeRequest(request.id),
    },
    ...(request.shared && request.complexId !== null
      ? [
          {
            audience: { to: 'residents', complexId: request.complexId },
            kind: 'shared-request',
            facts: requestFacts(request),
            path: appPaths.residentRequest(request.id),
          } satisfies Tidings,
        ]
      : []),
  ],
  'request.status-changed': ({ request, status, reason }) =>
    resident(request).map((audience) => ({
      audience,
      kind: 'request-status',
      facts: { ...requestFacts(request), status, reason },
      path: appPaths.residentRequest(request.id),
    })),
  'request.message-added': ({ request, visibility, fromResident, excerpt }) =>
    fromResident
      ? [
          {
            audience: handlers(request),
            kind: 'resident-reply',
            facts: { ...requestFacts(request), excerpt },
            path: appPaths.officeRequest(request.id),
          },
        ]
      : visibility === 'INTERNAL'
        ? []
        : resident(request).map((audience) => ({
            audience,
            kind: 'request-message',
            facts: { ...requestFacts(request), excerpt },
            path: appPaths.residentRequest(request.id),
          })),
  'work-order.created': ({ order }) => [toSupplier(order, 'created'), ...plannedForResident(order)],
  'work-order.planned': ({ order }) => [toSupplier(order, 'planned'), ...plannedForResident(order)],
  'work-order.status-reported': ({ order, status, readyToResolve }) =>
    CALLS_FOR_ACTION.includes(status) || (status === 'COMPLETE' && readyToResolve)
      ? [
          {
            audience: handlers(order.request),
            kind: 'supplier-report',
            facts: {
              workOrderId: order.id,
              ...(order.request ? requestFacts(order.request) : { title: order.description }),
              complexName: order.complexName,
              supplierStatus: status,
            },
            path: order.request
              ? appPaths.officeRequest(order.request.id)
              : appPaths.officeWorkOrder(order.id),
          },
        ]
      : [],
  'complex.task-planned': ({ task }) => [taskTidings(task)],
  'complex.task-repeated': ({ task }) => [taskTidings(task)],
  'announcement.published': ({ announcement }) => announcementTidings(announcement),
  'complex.document-added': ({ document }) => documentTidings(document),
  'meeting.convened': ({ meeting }) => [meetingTidings(meeting, 'convened')],
  'meeting.reminded': ({ meeting }) => [meetingTidings(meeting, 'reminder')],
  'meeting.minutes-sent': ({ meeting }) => [meetingTidings(meeting, 'minutes')],
};

/** The notifications a change gives, by the rule for its kind. */
export const tidingsOf = (subject: EventSubject): Tidings[] =>
  (RULES[subject.action] as (subject: EventSubject) => Tidings[])(subject);
