import { z } from 'zod';
import { defineCall } from '../define-call';
import { SupplierStatus } from '../enums';
import { IdParam, LongText, Name, PageNumberParam } from '../primitives';
import { AuditEntry, OfficeWorkOrder, WorkOrderDate } from './office';
import { IdParams } from './params';
import { StatusReport } from './work-assignments';

/** The work orders' filters (all optional, combined with AND) and their page (50 a page, from 1). */
export const OfficeWorkOrdersQuery = z.object({
  page: PageNumberParam.default(1),
  supplier: IdParam.optional(),
  complex: IdParam.optional(),
  /** The last status the supplier reported; `NONE` for work orders without a report yet. */
  lastStatus: z.union([SupplierStatus, z.literal('NONE')]).optional(),
  /** Only those whose planning date has passed and that are not handled. */
  overdue: z.enum(['true']).optional(),
});
export type OfficeWorkOrdersQuery = z.infer<typeof OfficeWorkOrdersQuery>;

/** One work order with every status report of its supplier (newest first, with photos) and its audit trail. */
export const OfficeWorkOrderDetails = z.object({
  workOrder: OfficeWorkOrder,
  updates: z.array(StatusReport),
  audit: z.array(AuditEntry),
});
export type OfficeWorkOrderDetails = z.infer<typeof OfficeWorkOrderDetails>;

/** A work order's planning and priority, as the administrator changes them. */
export const WorkOrderPlanning = z.strictObject({
  startDate: WorkOrderDate.nullable(),
  planningDate: WorkOrderDate.nullable(),
  priority: Name.trim().min(1, 'No priority'),
});
export type WorkOrderPlanning = z.infer<typeof WorkOrderPlanning>;

/** Why a work order is cancelled (required: the supplier and the timeline show it). */
export const WorkOrderCancel = z.strictObject({
  reason: LongText.trim().min(1, 'A cancellation needs a reason'),
});
export type WorkOrderCancel = z.infer<typeof WorkOrderCancel>;

/** The back office's work order calls (administrators only; anyone else gets 404). */
export const officeWorkOrdersCalls = {
  officeWorkOrders: defineCall({
    method: 'GET',
    path: '/api/app/office/work-orders',
    access: { only: 'administrator', record: 'Work order' },
    query: OfficeWorkOrdersQuery,
    response: z.array(OfficeWorkOrder),
  }),
  officeWorkOrder: defineCall({
    method: 'GET',
    path: '/api/app/office/work-orders/:id',
    access: { only: 'administrator', record: 'Work order' },
    params: IdParams,
    response: OfficeWorkOrderDetails,
  }),
  planWorkOrder: defineCall({
    method: 'PUT',
    path: '/api/app/office/work-orders/:id/planning',
    access: { only: 'administrator', record: 'Work order' },
    params: IdParams,
    body: WorkOrderPlanning,
    response: OfficeWorkOrder,
  }),
  /** Cancels an open work order (409 when it is handled already). */
  cancelWorkOrder: defineCall({
    method: 'POST',
    path: '/api/app/office/work-orders/:id/cancel',
    access: { only: 'administrator', record: 'Work order' },
    params: IdParams,
    body: WorkOrderCancel,
    response: OfficeWorkOrder,
  }),
};
