import type { Database } from './database';
import { auditEvents } from './schema/audit';
import { notificationEvents } from './schema/notifications';

/** The changes the audit trail records, as `entity.change`. */
export type AuditAction =
  | 'request.created'
  | 'request.status-changed'
  | 'request.assigned'
  | 'request.prioritized'
  | 'request.message-added'
  | 'request-image.uploaded'
  | 'work-order.status-reported'
  | 'work-order.completed'
  | 'work-order.created'
  | 'work-order.planned'
  | 'work-order.cancelled'
  | 'inspection.started'
  | 'inspection.saved'
  | 'inspection-file.uploaded'
  | 'inspection-file.renamed'
  | 'inspection-file.removed'
  | 'bim-model.uploaded'
  | 'complex.created'
  | 'complex.updated'
  | 'complex.archived'
  | 'complex.restored'
  | 'complex.unit-added'
  | 'complex.unit-updated'
  | 'complex.unit-removed'
  | 'complex.meeting-added'
  | 'complex.meeting-removed'
  | 'meeting.updated'
  | 'meeting.item-added'
  | 'meeting.item-updated'
  | 'meeting.item-removed'
  | 'meeting.convened'
  | 'meeting.reminded'
  | 'meeting.minutes-written'
  | 'meeting.minutes-sent'
  | 'meeting.minutes-adopted'
  | 'meeting.proxy-given'
  | 'meeting.proxy-withdrawn'
  | 'meeting.vote-cast'
  | 'meeting.voter-chosen'
  | 'meeting.item-viewpoint-set'
  | 'meeting.item-viewpoint-removed'
  | 'meeting.attendance-recorded'
  | 'meeting.paper-votes-recorded'
  | 'meeting.vote-closed'
  | 'complex.bim-project-added'
  | 'complex.bim-project-renamed'
  | 'complex.bim-project-removed'
  | 'import.applied'
  | 'person.created'
  | 'person.updated'
  | 'person.deactivated'
  | 'person.reactivated'
  | 'person.invited'
  | 'person.password-reset-requested'
  | 'person.password-set'
  | 'person.password-changed'
  | 'person.contact-changed'
  | 'supplier.created'
  | 'supplier.renamed'
  | 'supplier.archived'
  | 'supplier.restored'
  | 'supplier.member-added'
  | 'supplier.member-removed'
  | 'supplier.contract-added'
  | 'supplier.contract-updated'
  | 'complex.aspect-added'
  | 'complex.aspect-updated'
  | 'complex.aspect-removed'
  | 'complex.element-added'
  | 'complex.register-imported'
  | 'complex.element-updated'
  | 'complex.element-linked'
  | 'complex.bcf-imported'
  | 'complex.owner-condition-map-shown'
  | 'complex.owner-condition-map-hidden'
  | 'complex.element-removed'
  | 'complex.task-planned'
  | 'complex.task-updated'
  | 'complex.task-removed'
  | 'complex.task-repeated'
  | 'complex.plan-terms-changed'
  | 'complex.plan-line-added'
  | 'complex.plan-line-changed'
  | 'complex.plan-line-removed'
  | 'complex.plan-adopted'
  | 'complex.plan-proposals-accepted'
  | 'complex.plan-imported'
  | 'person.unit-owned'
  | 'person.unit-released'
  | 'rental-contract.created'
  | 'rental-contract.updated'
  | 'rental-contract.removed'
  | 'rental-contract.file-uploaded'
  | 'debtor.created'
  | 'debtor.updated'
  | 'debtor.removed'
  | 'budget.created'
  | 'budget.changed'
  | 'budget.adopted'
  | 'budget.removed'
  | 'ledger.booked'
  | 'ledger.corrected'
  | 'ledger.contributions-charged'
  | 'announcement.published'
  | 'announcement.withdrawn'
  | 'complex.document-added'
  | 'complex.document-updated'
  | 'complex.document-removed';

/** The changes someone hears of (the rule table in jobs/notification-rules.ts says who and what). */
export const NOTIFYING_ACTIONS = [
  'request.created',
  'request.status-changed',
  'request.message-added',
  'work-order.created',
  'work-order.planned',
  'work-order.status-reported',
  'complex.task-planned',
  'complex.task-repeated',
  'announcement.published',
  'complex.document-added',
  'meeting.convened',
  'meeting.reminded',
  'meeting.minutes-sent',
] as const satisfies readonly AuditAction[];
export type NotifyingAction = (typeof NOTIFYING_ACTIONS)[number];

const notifies = (action: AuditAction): action is NotifyingAction =>
  (NOTIFYING_ACTIONS as readonly AuditAction[]).includes(action);

export interface AuditEvent {
  /** Who changed it; null for the product itself (a meeting's reminder). */
  userId: number | null;
  action: AuditAction;
  entityId: number;
  at: Date;
  /** What changed, without personal data: states, numbers, file names. */
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Half of a UTF-16 surrogate pair: requests carrying one are refused (plugins/text-guard.ts), but details also come
 * from files read on the server (a spreadsheet's XML may reference one).
 */
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * The details as the database can hold them: jsonb refuses a lone surrogate, which a text column stores as
 * U+FFFD; the details get the same, so that they name what was stored.
 */
const storable = (details: AuditEvent['details']) =>
  details === undefined
    ? null
    : Object.fromEntries(
        Object.entries(details).map(([key, value]) => [
          key,
          typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
        ]),
      );

/**
 * Records a change; call it in the transaction of the change, so that both are stored or neither. A change
 * someone hears of is kept for the notifications worker as well, in the same transaction.
 */
export const recordAudit = async (db: Database, event: AuditEvent): Promise<void> => {
  const [recorded] = await db
    .insert(auditEvents)
    .values({
      at: event.at,
      userId: event.userId,
      action: event.action,
      entity: event.action.slice(0, event.action.indexOf('.')),
      entityId: event.entityId,
      details: storable(event.details),
    })
    .returning({ id: auditEvents.id });
  if (recorded && notifies(event.action)) {
    await db.insert(notificationEvents).values({ auditEventId: recorded.id });
  }
};
