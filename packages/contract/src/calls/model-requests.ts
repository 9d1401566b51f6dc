import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id } from '../primitives';
import { ViewpointCreate } from './bim';
import { WorkOrderCreate } from './office';
import { IdParams } from './params';
import { ReportCreate } from './requests';

/**
 * What an administrator raises at a picked element of a 3D project: a request of the project's complex (not shared
 * with residents), pinned at the viewpoint, and with `workOrder` at once its work order, whose description is the
 * request's.
 */
export const ModelRequestCreate = z.strictObject({
  description: ReportCreate.shape.omschrijving,
  viewpoint: ViewpointCreate,
  workOrder: WorkOrderCreate.omit({ omschrijving: true }).optional(),
});
export type ModelRequestCreate = z.input<typeof ModelRequestCreate>;

/** The request raised (its number in the complex) and its work order, when one was asked for. */
export const RaisedModelRequest = z.object({
  requestId: Id,
  nr: z.number().int(),
  workOrderId: Id.nullable(),
});
export type RaisedModelRequest = z.infer<typeof RaisedModelRequest>;

/** From the model to action: administrators raise a request, or a request with its work order, at a picked element. */
export const modelRequestsCalls = {
  raiseModelRequest: defineCall({
    method: 'POST',
    path: '/api/app/office/bim-projects/:id/requests',
    access: { only: 'administrator', record: 'Project' },
    params: IdParams,
    body: ModelRequestCreate,
    response: RaisedModelRequest,
  }),
};
