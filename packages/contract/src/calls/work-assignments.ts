import { z } from 'zod';
import { defineCall } from '../define-call';
import { SupplierStatus } from '../enums';
import { Euros, Id, IsoDate, IsoDateTime, LongText } from '../primitives';
import { StoredFile } from './files';
import { MAX_REPORT_ATTACHMENTS } from './requests';
import { IdParams, PageParams } from './params';

/** The last status that the supplier reported on a work order (spec §3, §4). */
export const SupplierUpdate = z.object({
  status: SupplierStatus,
  description: z.string().nullable(),
  creationDate: IsoDateTime,
});
export type SupplierUpdate = z.infer<typeof SupplierUpdate>;

/** A status report as the back office reads it: the update with the photos the supplier sent with it. */
export const StatusReport = SupplierUpdate.extend({ attachments: z.array(StoredFile) });
export type StatusReport = z.infer<typeof StatusReport>;

/** The body that reports a supplier status; the description is asked for but not enforced (spec §5). */
export const SupplierStatusPayload = z.strictObject({
  status: SupplierStatus,
  /** The spec's explanation of the problem; with COMPLETE, an optional note on the work done. */
  description: LongText.optional(),
  /** Photos of the work, uploaded first as a request's are. */
  attachmentIds: z.array(Id).max(MAX_REPORT_ATTACHMENTS).optional(),
});
export type SupplierStatusPayload = z.infer<typeof SupplierStatusPayload>;

const NamedRef = z.object({ naam: z.string() });

/** A work order (spec §3). */
export const WorkAssignment = z.object({
  id: Id,
  vve: z.object({ composedAddress: z.string() }),
  omschrijving: z.string(),
  aanmaakdatum: IsoDateTime,
  /** The creation date as the server formats it for display. */
  aanmaakdatumString: z.string(),
  startdatum: IsoDate.nullable(),
  planningsDatum: IsoDate.nullable(),
  reparatiePrioriteit: NamedRef,
  reparatieSoort: NamedRef,
  indicatieBedrag: Euros.nullable(),
  lastSupplierUpdate: SupplierUpdate.nullable(),
  afgerond: z.boolean(),
  hasViewpoint: z.boolean(),
  /** The request the work order came from; its viewpoint opens the 3D model. */
  requestId: Id.nullable(),
  /** The photos of the request it came from (none without one). */
  attachments: z.array(StoredFile),
  /** The units of its request's resident in the complex: the door to knock on (none without a resident). */
  units: z.array(z.object({ adres: z.string(), indexNr: z.string() })),
  /** Its request's resident: the phone only when they share it with suppliers; null without a resident. */
  contact: z.object({ naam: z.string(), phone: z.string().nullable() }).nullable(),
});
export type WorkAssignment = z.infer<typeof WorkAssignment>;

export const workAssignmentsCalls = {
  workAssignmentsPage: defineCall({
    method: 'GET',
    path: '/api/app/workassignments/page/:n',
    params: PageParams,
    response: z.array(WorkAssignment),
  }),
  workAssignment: defineCall({
    method: 'GET',
    path: '/api/app/workassignments/:id',
    params: IdParams,
    response: WorkAssignment,
  }),
  reportSupplierStatus: defineCall({
    method: 'POST',
    path: '/api/app/workassignments/:id/supplier-status',
    params: IdParams,
    body: SupplierStatusPayload,
    response: SupplierUpdate,
    idempotent: true,
  }),
  workAssignmentsByInspection: defineCall({
    method: 'GET',
    path: '/api/app/workassignments/by-inspection/:id',
    params: IdParams,
    response: z.array(WorkAssignment),
  }),
};
