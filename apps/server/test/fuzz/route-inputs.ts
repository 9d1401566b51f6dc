import { allCalls } from '@vve/contract/calls/all';
import { IFC_UPLOAD_FIELD } from '@vve/contract/calls/bim';
import { UPLOAD_FIELD } from '@vve/contract/calls/files';
import { MAX_REPORT_IMAGE_BYTES } from '@vve/contract/calls/reports';
import type { CallDefinition } from '@vve/contract/define-call';
import type { BaseInput } from './fuzz-case';
import type { CallerName, FuzzWorld } from './fuzz-world';
import type { InputContext } from './call-inputs';

export type CallName = keyof typeof allCalls;

/** How a route is fuzzed: who calls it, and the valid input its generated cases start from. */
export interface RouteFuzz {
  caller: CallerName;
  base: (world: FuzzWorld) => BaseInput;
  context?: Omit<InputContext, 'images'>;
}

/** A call without params, query or body: there is nothing to generate. */
export const NO_INPUT = 'no-input';

const id = (value: number) => String(value);
const page = { params: { n: '1' } };

const inspectionSave = (world: FuzzWorld): BaseInput => ({
  params: { id: id(world.inspectionId) },
  body: {
    aspect: world.aspectId,
    schedule: world.scheduleId,
    state: 'WARN',
    stateDescription: 'Mos op het dak',
    statePerElement: [
      {
        element: { id: world.elementIds[0] ?? 1 },
        state: 'BAD',
        stateDescription: 'Lekt',
        createRequest: false,
        requestDescription: '',
        files: [world.file.id],
      },
    ],
    createRequest: false,
    requestDescription: '',
    files: [world.file.id],
  },
});

const fileLink = (world: FuzzWorld): BaseInput => ({
  params: { id: id(world.file.id), hash: world.file.hash, name: world.file.name },
  query: { accessCode: world.file.accessCode },
});

/**
 * Every call of the contract, by name: how to fuzz it, or NO_INPUT. A call added to the contract
 * without an entry here fails the type check and the fuzz suite's completeness test.
 */
export const ROUTE_FUZZ: Record<CallName, RouteFuzz | typeof NO_INPUT> = {
  login: {
    caller: 'anonymous',
    base: () => ({ body: { username: 'fuzz-user', password: 'wrong password', 'remember-me': 'false' } }),
  },
  loginOutcome: { caller: 'anonymous', base: () => ({ query: { error: 'true', reason: 'badCredentials' } }) },
  logout: NO_INPUT,
  status: NO_INPUT,
  appType: NO_INPUT,
  appRoles: NO_INPUT,
  details: NO_INPUT,
  vve: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  bimProjects: NO_INPUT,
  isDebiteur: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  debiteur: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  boekjaren: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  isTenant: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  rentalContracts: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  recentReports: NO_INPUT,
  personalReports: NO_INPUT,
  createReport: {
    caller: 'owner',
    base: (w) => ({
      body: {
        omschrijving: 'Kapotte lamp in de hal',
        publiclyVisible: true,
        attachmentIds: [],
        vve: w.complexId,
        linkedItem: {
          projectId: w.projectId,
          viewpoint: {
            camera: { position: [1, 2, 3], direction: [0, 1, 0], up: [0, 0, 1], fieldOfView: 60 },
            selectedGuids: ['0123456789abcdefABCD_$'],
          },
        },
      },
    }),
  },
  uploadReportImage: {
    caller: 'owner',
    base: (w) => ({ body: w.images.png.toString('base64') }),
    context: { textLimit: Math.ceil(MAX_REPORT_IMAGE_BYTES / 3) * 4 },
  },
  requestsByInspection: { caller: 'supplier', base: (w) => ({ params: { id: id(w.inspectionId) } }) },
  supplierContractsPage: { caller: 'supplier', base: () => page },
  workAssignmentsPage: { caller: 'supplier', base: () => page },
  workAssignment: { caller: 'supplier', base: (w) => ({ params: { id: id(w.workAssignmentId) } }) },
  reportSupplierStatus: {
    caller: 'supplier',
    base: (w) => ({
      params: { id: id(w.workAssignmentId) },
      body: { status: 'FOLLOW_UP_ACTION_NEEDED', description: 'Onderdeel besteld' },
    }),
  },
  workAssignmentsByInspection: { caller: 'supplier', base: (w) => ({ params: { id: id(w.inspectionId) } }) },
  inspectionsPage: { caller: 'supplier', base: () => page },
  inspection: { caller: 'supplier', base: (w) => ({ params: { id: id(w.inspectionId) } }) },
  inspectionsByWorkAssignment: {
    caller: 'supplier',
    base: (w) => ({ params: { id: id(w.workAssignmentId) } }),
  },
  newInspection: {
    caller: 'supplier',
    base: (w) => ({ query: { aspect: id(w.aspectId), schedule: id(w.scheduleId) } }),
  },
  saveInspection: { caller: 'supplier', base: inspectionSave },
  saveInspectionPost: { caller: 'supplier', base: inspectionSave },
  aspectSchedulesPage: { caller: 'supplier', base: () => page },
  aspectElements: { caller: 'supplier', base: (w) => ({ params: { aspectId: id(w.aspectId) } }) },
  inspectionFiles: {
    caller: 'supplier',
    base: (w) => ({ params: { id: id(w.inspectionId), ids: `${w.file.id},${w.file.id}` } }),
  },
  renameInspectionFile: {
    caller: 'supplier',
    base: (w) => ({ params: { id: id(w.inspectionId), fileId: id(w.file.id) }, body: { name: 'Dak noord' } }),
  },
  uploadInspectionFiles: {
    caller: 'supplier',
    base: (w) => ({ params: { id: id(w.inspectionId) } }),
    context: { uploadField: UPLOAD_FIELD },
  },
  removeInspectionFile: {
    caller: 'supplier',
    base: (w) => ({ params: { id: id(w.inspectionId), fileId: id(w.spareFile.id) } }),
  },
  fileDownload: { caller: 'supplier', base: fileLink },
  fileThumbnail: {
    caller: 'supplier',
    base: (w) => ({ ...fileLink(w), query: { size: '200', accessCode: w.file.accessCode } }),
  },
  bimProject: { caller: 'admin', base: (w) => ({ params: { id: id(w.projectId) } }) },
  bimModels: { caller: 'admin', base: (w) => ({ params: { id: id(w.projectId) } }) },
  uploadBimModel: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.projectId) } }),
    context: { uploadField: IFC_UPLOAD_FIELD },
  },
  bimModelFragments: { caller: 'admin', base: (w) => ({ params: { id: id(w.projectId) } }) },
  viewpoint: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.projectId), guid: w.viewpointGuid } }),
  },
  pinnedRequests: { caller: 'admin', base: (w) => ({ params: { id: id(w.projectId) } }) },
  requestViewer: { caller: 'admin', base: (w) => ({ params: { requestId: id(w.reportId) } }) },
  changeReportStatus: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.reportId) },
      body: { from: 'NIEUW', to: 'AFGEWEZEN', reason: 'Dubbel gemeld' },
    }),
  },
};

/** Whether a call takes any input that cases can vary. */
export const takesInput = (call: CallDefinition): boolean =>
  call.params !== undefined ||
  call.query !== undefined ||
  call.body !== undefined ||
  call.bodyType !== undefined;

/** The calls that are fuzzed, with their definitions. */
export const fuzzedCalls = (): { name: CallName; call: CallDefinition; fuzz: RouteFuzz }[] =>
  (Object.keys(ROUTE_FUZZ) as CallName[]).flatMap((name) => {
    const fuzz = ROUTE_FUZZ[name];
    return fuzz === NO_INPUT ? [] : [{ name, call: allCalls[name], fuzz }];
  });
