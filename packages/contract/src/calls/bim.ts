import { z } from 'zod';
import { defineCall } from '../define-call';
import { ReportStatus } from '../enums';
import { Id, IdParam, IsoDateTime, Name } from '../primitives';
import { BimProject } from './details';
import { IdParams } from './params';

/** The largest IFC file an administrator may upload, in bytes. */
export const MAX_IFC_BYTES = 200 * 1024 * 1024;
/** The multipart field of an IFC upload. */
export const IFC_UPLOAD_FIELD = 'file';
/** At most this many elements are selected in one viewpoint. */
export const MAX_SELECTED_ELEMENTS = 100;

/** A coordinate in metres; BCF and IFC are Z-up. */
const Coordinate = z.number().min(-1e6).max(1e6);
export const Vector3 = z.tuple([Coordinate, Coordinate, Coordinate]);
export type Vector3 = z.infer<typeof Vector3>;

/** An IFC GlobalId: 128 bits in 22 characters of IFC's base-64 alphabet, so the first is 0 to 3. */
export const IfcGuid = z.string().regex(/^[0-3][0-9A-Za-z_$]{21}$/, 'Expected an IFC GlobalId');

/** A BCF perspective camera (BCF 3.0 `PerspectiveCamera`), in the model's Z-up coordinates. */
export const ViewpointCamera = z.object({
  position: Vector3,
  direction: Vector3.refine((v) => Math.hypot(...v) > 1e-9, 'The direction has no length'),
  up: Vector3.refine((v) => Math.hypot(...v) > 1e-9, 'The up vector has no length'),
  fieldOfView: z.number().min(1).max(179),
});
export type ViewpointCamera = z.infer<typeof ViewpointCamera>;

/** The most pixels a viewpoint's snapshot has on its longer side, as BCF advises. */
export const MAX_SNAPSHOT_SIDE = 1500;
/** The most bytes of a snapshot (a PNG); its base64 text is a third longer. */
const MAX_SNAPSHOT_BYTES = 4 * 1024 * 1024;
/** The longest base64 text of a snapshot. */
export const MAX_SNAPSHOT_TEXT = Math.ceil(MAX_SNAPSHOT_BYTES / 3) * 4;

/** The viewer's picture of a viewpoint: a PNG of at most MAX_SNAPSHOT_SIDE pixels a side, as base64 text. */
export const Snapshot = z
  .string()
  .max(MAX_SNAPSHOT_TEXT, 'The snapshot is too large')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The snapshot is not base64 text');

/** A viewpoint to store: where the camera is, which elements are selected, and the viewer's picture of it. */
export const ViewpointCreate = z.strictObject({
  camera: ViewpointCamera,
  selectedGuids: z.array(IfcGuid).max(MAX_SELECTED_ELEMENTS).default([]),
  snapshot: Snapshot.optional(),
});
export type ViewpointCreate = z.infer<typeof ViewpointCreate>;

/** A stored BCF viewpoint of a 3D project. */
export const Viewpoint = z.object({
  /** The BCF viewpoint GUID. */
  guid: z.uuid(),
  projectId: Id,
  camera: ViewpointCamera,
  selectedGuids: z.array(IfcGuid),
  createdAt: IsoDateTime,
});
export type Viewpoint = z.infer<typeof Viewpoint>;

/** Where an uploaded IFC model is on its way to the viewer. */
export const BimModelStatus = z.enum(['QUEUED', 'CONVERTING', 'READY', 'FAILED']);
export type BimModelStatus = z.infer<typeof BimModelStatus>;

/** An uploaded IFC model of a project and its conversion to fragments. */
export const BimModel = z.object({
  id: Id,
  fileName: Name,
  /** The IFC schema named in the file's header, e.g. IFC2X3 or IFC4. */
  schema: z.string(),
  ifcBytes: z.number().int().nonnegative(),
  status: BimModelStatus,
  /** Why the conversion failed; null unless FAILED. */
  error: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  uploadedAt: IsoDateTime,
  convertedAt: IsoDateTime.nullable(),
  /** The size of the converted model; null until READY. */
  fragmentsBytes: z.number().int().nonnegative().nullable(),
});
export type BimModel = z.infer<typeof BimModel>;

/** A project with its newest model, for the viewer. */
export const BimProjectDetails = BimProject.extend({
  /** The model to show: the newest READY one, else the newest upload; null when none. */
  model: BimModel.nullable(),
  /**
   * Whether the viewer offers the caller the condition map: administrators and suppliers (who see the elements of
   * their tasks), and the complex's owners where the administrator shows it to them.
   */
  conditionMap: z.boolean(),
});
export type BimProjectDetails = z.infer<typeof BimProjectDetails>;

/** A request pinned to a viewpoint of the project, shown as a marker in the viewer. */
export const PinnedRequest = z.object({
  id: Id,
  nr: z.string(),
  omschrijving: z.string(),
  status: ReportStatus,
  viewpoint: Viewpoint,
});
export type PinnedRequest = z.infer<typeof PinnedRequest>;

/** Where the supplier viewer of a work order's request opens. */
export const RequestViewerTarget = z.object({
  projectId: Id,
  complexId: Id,
  viewpointGuid: z.uuid(),
});
export type RequestViewerTarget = z.infer<typeof RequestViewerTarget>;

export const ViewpointParams = z.object({ id: IdParam, guid: z.uuid() });
export const RequestParams = z.object({ requestId: IdParam });

export const bimCalls = {
  bimProject: defineCall({
    method: 'GET',
    path: '/api/app/bim/projects/:id',
    params: IdParams,
    response: BimProjectDetails,
  }),
  bimModels: defineCall({
    method: 'GET',
    path: '/api/app/bim/projects/:id/models',
    params: IdParams,
    response: z.array(BimModel),
  }),
  uploadBimModel: defineCall({
    method: 'POST',
    path: '/api/app/bim/projects/:id/models',
    params: IdParams,
    bodyType: 'multipart',
    response: BimModel,
  }),
  bimModelFragments: defineCall({
    method: 'GET',
    path: '/api/app/bim/models/:id/fragments',
    params: IdParams,
    responseType: 'binary',
    response: z.unknown(),
  }),
  viewpoint: defineCall({
    method: 'GET',
    path: '/api/app/bim/projects/:id/viewpoints/:guid',
    params: ViewpointParams,
    response: Viewpoint,
  }),
  pinnedRequests: defineCall({
    method: 'GET',
    path: '/api/app/bim/projects/:id/requests',
    params: IdParams,
    response: z.array(PinnedRequest),
  }),
  requestViewer: defineCall({
    method: 'GET',
    path: '/api/app/bim/requests/:requestId/viewer',
    params: RequestParams,
    response: RequestViewerTarget,
  }),
};
