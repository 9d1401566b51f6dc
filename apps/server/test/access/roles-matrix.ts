import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { multipart } from '../multipart';
import { MISSING, type CallerName, type FileLink, type Side, type World } from './world';

/**
 * The roles matrix (issue 6, part 1): for every route the server answers, what each caller gets
 * for its own record, another's record and a missing one. A caller's 'own' records are those of
 * its side of the world (see SIDE_OF in world.ts): complex A for owner, tenant, supplier, admin
 * and anonymous; complex B for owner2, tenant2 and supplier2. 'Another's' is the other side's,
 * 'missing' an id that no record has. File links are capabilities, not records of a caller:
 * there 'own' is the right link, 'another's' the right id and hash with another file's access
 * code, and 'missing' a wrong hash.
 *
 * What the table promises (spec §6, ARCHITECTURE "Server shape"): anonymous callers get 401 on
 * every authenticated route; a record outside the caller's scope answers 404, the same as a
 * missing one (never 403, which would tell that it exists); administrators see every supplier
 * record and every 3D project; a write that the role may never make answers 403 once the record
 * is visible (3D uploads by non-administrators).
 */

export type RecordKind = 'own' | 'other' | 'missing';

/** What one request of the matrix sends. */
export interface MatrixRequest {
  url: string;
  /** JSON (an object), or a string or bytes sent with `contentType`. */
  payload?: object | string | Buffer;
  contentType?: string;
}

export interface RequestContext {
  caller: CallerName;
  world: World;
  /** The side the record is on: the caller's own, the other one, or MISSING. */
  side: Side;
  record: RecordKind | 'none';
  own: Side;
  other: Side;
}

type LoggedIn = Exclude<CallerName, 'anonymous'>;
/** Whose records a list shows a caller: its own side's, both sides', or none. */
type Sees = 'own' | 'both' | 'none';

/** One status for every record, or one per record. */
export type Expected = number | Record<RecordKind, number>;

export interface RouteRows {
  /** 'record' when the route is about one record (own, other, missing); 'none' for lists and session calls. */
  records: 'record' | 'none';
  request: (context: RequestContext) => MatrixRequest | Promise<MatrixRequest>;
  expect: Record<CallerName, Expected>;
  /** The call ends the caller's session (login, logout): it runs on a session of its own. */
  endsSession?: true;
  /** For lists: whether an answer shows a side's record, and whose records each caller sees in it. */
  shows?: { record: (answer: unknown, side: Side) => boolean; sees: Record<LoggedIn, Sees> };
  /** Its refusals have the call's own shape (spec §7: status answers `{ status: '401' }`), not the error body. */
  ownRefusalShape?: true;
}

const R = (own: number, other: number, missing: number): Record<RecordKind, number> => ({
  own,
  other,
  missing,
});

const each = (status: Expected): Record<CallerName, Expected> => ({
  anonymous: status,
  owner: status,
  owner2: status,
  tenant: status,
  tenant2: status,
  supplier: status,
  supplier2: status,
  admin: status,
});

/** Public: everyone, logged in or not. */
const PUBLIC = each(200);
/** Any logged-in user; lists filter by scope, so nobody gets 403 or 404. */
const ANY_USER = { ...each(200), anonymous: 401 };
/** A complex the caller lives in (owns a unit or rents): residents only. */
const RESIDENT_RECORD: Record<CallerName, Expected> = {
  anonymous: 401,
  owner: R(200, 404, 404),
  owner2: R(200, 404, 404),
  tenant: R(200, 404, 404),
  tenant2: R(200, 404, 404),
  supplier: 404,
  supplier2: 404,
  admin: 404,
};
/** A record of a supplier organisation: its members, and administrators (all). */
const SUPPLIER_RECORD: Record<CallerName, Expected> = {
  anonymous: 401,
  owner: 404,
  owner2: 404,
  tenant: 404,
  tenant2: 404,
  supplier: R(200, 404, 404),
  supplier2: R(200, 404, 404),
  admin: R(200, 200, 404),
};
/** The back office: administrators only, for every record; to anyone else it does not exist. */
const OFFICE_RECORD: Record<CallerName, Expected> = {
  anonymous: 401,
  owner: 404,
  owner2: 404,
  tenant: 404,
  tenant2: 404,
  supplier: 404,
  supplier2: 404,
  admin: R(200, 200, 404),
};
/** A 3D project: residents of its complex, suppliers with work orders there, administrators (all). */
const PROJECT_RECORD: Record<CallerName, Expected> = {
  anonymous: 401,
  owner: R(200, 404, 404),
  owner2: R(200, 404, 404),
  tenant: R(200, 404, 404),
  tenant2: R(200, 404, 404),
  supplier: R(200, 404, 404),
  supplier2: R(200, 404, 404),
  admin: R(200, 200, 404),
};
/** A capability link: the right link answers anyone; any wrong part answers 404. */
const FILE_LINK = each(R(200, 404, 404));

const sees = (residents: Sees, suppliers: Sees, admin: Sees): Record<LoggedIn, Sees> => ({
  owner: residents,
  owner2: residents,
  tenant: residents,
  tenant2: residents,
  supplier: suppliers,
  supplier2: suppliers,
  admin,
});

/** Whether a list of records holds the one with this id. */
const listsId = (answer: unknown, id: number): boolean =>
  Array.isArray(answer) && answer.some((item: { id?: unknown }) => item.id === id);

/** The link of a file: right, with another file's access code, or with a wrong hash. */
const fileLink = (context: RequestContext, file: (side: Side) => FileLink): FileLink => {
  const own = file(context.own);
  if (context.record === 'other') return { ...own, accessCode: file(context.other).accessCode };
  if (context.record === 'missing') return { ...own, hash: file(MISSING).hash };
  return own;
};

const saveBody = (side: Side) => ({
  aspect: side.aspectId,
  schedule: null,
  state: 'GREAT',
  stateDescription: null,
  statePerElement: [],
  createRequest: false,
  requestDescription: '',
  files: [],
});

const saveRows: RouteRows = {
  records: 'record',
  request: ({ side }) => ({ url: `/inspections/${side.inspectionId}`, payload: saveBody(side) }),
  expect: SUPPLIER_RECORD,
};
const saveAliasRows: RouteRows = {
  ...saveRows,
  request: ({ side }) => ({ url: `/api/app/inspections/${side.inspectionId}`, payload: saveBody(side) }),
};

/** A complete IFC file; the converter is stopped in the matrix test, so it stays queued. */
const TINY_IFC = Buffer.from(
  "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_NAME('t.ifc','',(''),(''),'','','');\nFILE_SCHEMA(('IFC4'));\nENDSEC;\nDATA;\n#1=IFCBROKEN(;\nENDSEC;\nEND-ISO-10303-21;\n",
);

/** Keyed by `METHOD url` exactly as the server registers the route. */
export const ROLES_MATRIX: Record<string, RouteRows> = {
  // Operations
  'GET /healthz': { records: 'none', request: () => ({ url: '/healthz' }), expect: PUBLIC },
  'GET /readyz': { records: 'none', request: () => ({ url: '/readyz' }), expect: PUBLIC },

  // Session (spec §7)
  'POST /api/app/login': {
    records: 'none',
    endsSession: true,
    // Logged-in callers log in again with their own password; anonymous with a wrong one.
    request: ({ caller, world }) => {
      const account =
        caller === 'anonymous' ? { username: 'nobody', password: 'wrong' } : world.accounts[caller];
      return {
        url: '/api/app/login',
        payload: new URLSearchParams({ username: account.username, password: account.password }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    },
    expect: each(303),
  },
  'GET /api/app/login': {
    records: 'none',
    request: () => ({ url: '/api/app/login?error=true&reason=badCredentials' }),
    expect: PUBLIC,
  },
  'GET /api/app/logout': {
    records: 'none',
    endsSession: true,
    request: () => ({ url: '/api/app/logout' }),
    expect: PUBLIC,
  },
  'GET /api/app/status': {
    records: 'none',
    ownRefusalShape: true,
    request: () => ({ url: '/api/app/status' }),
    expect: ANY_USER,
  },
  'GET /api/app/info/app-type': {
    records: 'none',
    request: () => ({ url: '/api/app/info/app-type' }),
    expect: ANY_USER,
  },
  'GET /api/app/info/app-roles': {
    records: 'none',
    request: () => ({ url: '/api/app/info/app-roles' }),
    expect: ANY_USER,
  },

  // Request-app data
  'GET /api/app/details': {
    shows: {
      record: (answer, side) => String(side.complexId) in (answer as { vves: Record<string, string> }).vves,
      sees: sees('own', 'none', 'none'),
    },
    records: 'none',
    request: () => ({ url: '/api/app/details' }),
    expect: ANY_USER,
  },
  'GET /api/app/details/vve/:vveId': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/details/vve/${side.complexId}` }),
    expect: RESIDENT_RECORD,
  },
  'GET /api/app/details/projects': {
    shows: {
      record: (answer, side) => listsId(answer, side.projectId),
      sees: sees('own', 'own', 'both'),
    },
    records: 'none',
    request: () => ({ url: '/api/app/details/projects' }),
    expect: ANY_USER,
  },
  'GET /api/app/debiteur/:vveId/is-debiteur': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/debiteur/${side.complexId}/is-debiteur` }),
    expect: RESIDENT_RECORD,
  },
  'GET /api/app/debiteur/:vveId': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/debiteur/${side.complexId}` }),
    expect: RESIDENT_RECORD,
  },
  'GET /api/app/boekjaren/:vveId': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/boekjaren/${side.complexId}` }),
    expect: RESIDENT_RECORD,
  },
  'GET /api/app/tenant/complex/:vveId/is-tenant': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/tenant/complex/${side.complexId}/is-tenant` }),
    expect: RESIDENT_RECORD,
  },
  'GET /api/app/tenant/complex/:vveId/contracts': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/tenant/complex/${side.complexId}/contracts` }),
    expect: RESIDENT_RECORD,
  },
  'GET /api/app/reports/recent': {
    shows: {
      record: (answer, side) => listsId(answer, side.requestId),
      sees: sees('own', 'none', 'none'),
    },
    records: 'none',
    request: () => ({ url: '/api/app/reports/recent' }),
    expect: ANY_USER,
  },
  'GET /api/app/reports/personal': {
    shows: {
      record: (answer, side) => listsId(answer, side.requestId),
      // The side's request is its owner's: the tenant did not make it.
      sees: { ...sees('none', 'none', 'none'), owner: 'own', owner2: 'own' },
    },
    records: 'none',
    request: () => ({ url: '/api/app/reports/personal' }),
    expect: ANY_USER,
  },
  // The complex is named in the body, not the path: a complex that is not the caller's is a bad
  // request (400, the same for another's and a missing one), as create-report.ts answers.
  'POST /api/app/reports': {
    records: 'record',
    request: ({ side }) => ({
      url: '/api/app/reports',
      payload: { omschrijving: 'Deur klemt', publiclyVisible: false, attachmentIds: [], vve: side.complexId },
    }),
    expect: {
      anonymous: 401,
      owner: R(200, 400, 400),
      owner2: R(200, 400, 400),
      tenant: R(200, 400, 400),
      tenant2: R(200, 400, 400),
      supplier: 400,
      supplier2: 400,
      admin: 400,
    },
  },
  'POST /api/app/reports/image': {
    records: 'none',
    request: ({ world }) => ({
      url: '/api/app/reports/image',
      payload: world.png.toString('base64'),
      contentType: 'text/plain',
    }),
    expect: ANY_USER,
  },
  'GET /api/app/requests/by-inspection/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/requests/by-inspection/${side.inspectionId}` }),
    expect: SUPPLIER_RECORD,
  },

  // Supplier-app data
  'GET /api/app/supplier/contracts/page/:n': {
    shows: {
      record: (answer, side) => listsId(answer, side.supplierContractId),
      sees: sees('none', 'own', 'both'),
    },
    records: 'none',
    request: () => ({ url: '/api/app/supplier/contracts/page/1' }),
    expect: ANY_USER,
  },
  'GET /api/app/workassignments/page/:n': {
    shows: {
      record: (answer, side) => listsId(answer, side.workOrderId),
      sees: sees('none', 'own', 'both'),
    },
    records: 'none',
    request: () => ({ url: '/api/app/workassignments/page/1' }),
    expect: ANY_USER,
  },
  'GET /api/app/workassignments/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/workassignments/${side.workOrderId}` }),
    expect: SUPPLIER_RECORD,
  },
  'POST /api/app/workassignments/:id/supplier-status': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/workassignments/${side.workOrderId}/supplier-status`,
      payload: { status: 'FOLLOW_UP_ACTION_NEEDED', description: 'Onderdeel besteld' },
    }),
    expect: SUPPLIER_RECORD,
  },
  'POST /api/app/office/requests/:id/status': {
    records: 'record',
    // Each call moves a new request of its own, so that the order of the rows does not matter.
    request: async ({ side, world }) => ({
      url: `/api/app/office/requests/${await world.freshRequest(side)}/status`,
      payload: { from: 'NIEUW', to: 'AFGEWEZEN', reason: 'Dubbel gemeld' },
    }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/workassignments/by-inspection/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/workassignments/by-inspection/${side.inspectionId}` }),
    expect: SUPPLIER_RECORD,
  },
  'GET /api/app/inspections/page/:n': {
    shows: {
      record: (answer, side) => listsId(answer, side.inspectionId),
      sees: sees('none', 'own', 'both'),
    },
    records: 'none',
    request: () => ({ url: '/api/app/inspections/page/1' }),
    expect: ANY_USER,
  },
  'GET /api/app/inspections/new': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/inspections/new?aspect=${side.aspectId}&schedule=${side.scheduleId}`,
    }),
    expect: SUPPLIER_RECORD,
  },
  'GET /api/app/inspections/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/inspections/${side.inspectionId}` }),
    expect: SUPPLIER_RECORD,
  },
  'GET /api/app/inspections/by-workassignment/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/inspections/by-workassignment/${side.workOrderId}` }),
    expect: SUPPLIER_RECORD,
  },
  'PUT /inspections/:id': saveRows,
  'POST /inspections/:id': saveRows,
  'PUT /api/app/inspections/:id': saveAliasRows,
  'POST /api/app/inspections/:id': saveAliasRows,
  'GET /api/app/aspect-schedules/page/:n': {
    shows: {
      record: (answer, side) => listsId(answer, side.scheduleId),
      sees: sees('none', 'own', 'both'),
    },
    records: 'none',
    request: () => ({ url: '/api/app/aspect-schedules/page/1' }),
    expect: ANY_USER,
  },
  'GET /api/app/aspect/:aspectId/elements': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/aspect/${side.aspectId}/elements` }),
    expect: SUPPLIER_RECORD,
  },

  // Files (generic)
  'GET /inspections/:id/files/:ids': {
    records: 'record',
    request: ({ side }) => ({ url: `/inspections/${side.inspectionId}/files/${side.inspectionFile.id}` }),
    expect: SUPPLIER_RECORD,
  },
  'POST /inspections/:id/files': {
    records: 'record',
    request: ({ side, world }) => {
      const body = multipart([{ name: 'dak.png', type: 'image/png', bytes: world.png }]);
      return {
        url: `/inspections/${side.inspectionId}/files`,
        payload: body.payload,
        contentType: body.contentType,
      };
    },
    expect: SUPPLIER_RECORD,
  },
  'POST /inspections/:id/files/:fileId/name': {
    records: 'record',
    request: ({ side }) => ({
      url: `/inspections/${side.inspectionId}/files/${side.inspectionFile.id}/name`,
      payload: { name: 'dakvlak' },
    }),
    expect: SUPPLIER_RECORD,
  },
  'DELETE /inspections/:id/files/:fileId': {
    records: 'record',
    // Each call removes a file of its own, so that the order of the rows does not matter.
    request: async ({ side, world }) => {
      const file = await world.freshInspectionFile(side);
      return { url: `/inspections/${side.inspectionId}/files/${file.id}` };
    },
    expect: SUPPLIER_RECORD,
  },
  'GET /file/download/:id/:hash/:name': {
    records: 'record',
    request: (context) => {
      const file = fileLink(context, (side) => side.contractFile);
      return { url: `/file/download/${file.id}/${file.hash}/${file.name}?accessCode=${file.accessCode}` };
    },
    expect: FILE_LINK,
  },
  'GET /file/thumbnail/:id/:hash/:name': {
    records: 'record',
    request: (context) => {
      const file = fileLink(context, (side) => side.inspectionFile);
      const query = `size=${THUMBNAIL_SIZE.fileRow}&accessCode=${file.accessCode}`;
      return { url: `/file/thumbnail/${file.id}/${file.hash}/${file.name}?${query}` };
    },
    expect: FILE_LINK,
  },

  // 3D
  'GET /api/app/bim/projects/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/bim/projects/${side.projectId}` }),
    expect: PROJECT_RECORD,
  },
  'GET /api/app/bim/projects/:id/models': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/bim/projects/${side.projectId}/models` }),
    expect: PROJECT_RECORD,
  },
  'POST /api/app/bim/projects/:id/models': {
    records: 'record',
    request: ({ side }) => {
      const body = multipart(
        [{ name: 'gebouw.ifc', type: 'application/octet-stream', bytes: TINY_IFC }],
        'file',
      );
      return {
        url: `/api/app/bim/projects/${side.projectId}/models`,
        payload: body.payload,
        contentType: body.contentType,
      };
    },
    // Only administrators upload; others see the project (403) or not (404).
    expect: {
      anonymous: 401,
      owner: R(403, 404, 404),
      owner2: R(403, 404, 404),
      tenant: R(403, 404, 404),
      tenant2: R(403, 404, 404),
      supplier: R(403, 404, 404),
      supplier2: R(403, 404, 404),
      admin: R(200, 200, 404),
    },
  },
  'GET /api/app/bim/models/:id/fragments': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/bim/models/${side.modelId}/fragments` }),
    expect: PROJECT_RECORD,
  },
  'GET /api/app/bim/projects/:id/viewpoints/:guid': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/bim/projects/${side.projectId}/viewpoints/${side.viewpointGuid}`,
    }),
    expect: PROJECT_RECORD,
  },
  'GET /api/app/bim/projects/:id/requests': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/bim/projects/${side.projectId}/requests` }),
    expect: PROJECT_RECORD,
  },
  // The supplier viewer of a work order's request: the work order's supplier and administrators.
  'GET /api/app/bim/requests/:requestId/viewer': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/bim/requests/${side.requestId}/viewer` }),
    expect: SUPPLIER_RECORD,
  },
};

/**
 * Routes the matrix leaves out on purpose, each with its reason. Fastify's automatic HEAD twins
 * of GET routes are left out by method (they run the GET handler and send no body).
 */
export const NOT_IN_MATRIX: Record<string, string> = {
  'OPTIONS *': 'CORS preflight of @fastify/cors: answers headers only; cross-origin.test.ts checks it',
  'GET /': 'redirect to the web app (/app/): no data, public by design; web-app.test.ts checks it',
  'GET /app': 'redirect to the web app (/app/): no data, public by design; web-app.test.ts checks it',
  'GET /vve/:complexId/project/:projectId/':
    'the 3D viewer page (static HTML, public); its data calls are the /api/app/bim rows',
  'GET /extern/leverancier/current/request/:requestId/viewer/':
    'the supplier 3D viewer page (static HTML, public); its data calls are the /api/app/bim rows',
};
