import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { TEST_PASSWORD } from '../factories';
import { multipart } from '../multipart';
import { elementFinding, performedSave } from '../inspection-save-body';
import type { FreshAspect, FreshPlan } from './administration-world';
import {
  MISSING,
  MISSING_ID,
  type CallerName,
  type FileLink,
  type FreshTenancy,
  type Side,
  type TenancyPurpose,
  type World,
} from './world';
import { EXAMPLE_CAMERA } from '../example-camera';

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
  /** The call changes the caller's account (their password): it runs as a new account with the caller's roles. */
  freshAccount?: true;
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
/** The back office's lists and choices: administrators only; to anyone else they do not exist. */
const OFFICE_ONLY: Record<CallerName, Expected> = { ...each(404), anonymous: 401, admin: 200 };
/** A complex's details as the back office sends them. */
const COMPLEX_BODY = {
  naam: 'VvE De Kade',
  adres: 'Kade 1-40',
  plaats: 'Utrecht',
  omschrijving: 'Appartementen aan het water',
  financieelBeheer: false,
};
/** A 3D project: residents of its complex, suppliers with work orders there, administrators (all). */
/** A BCF file of one topic. */
const TINY_BCF = Buffer.from(
  zipSync({
    'bcf.version': strToU8('<Version VersionId="2.1"/>'),
    'a/markup.bcf': strToU8(
      `<Markup><Topic Guid="${randomUUID()}"><Title>Lek</Title><CreationDate>2026-01-01T00:00:00Z</CreationDate><CreationAuthor>a</CreationAuthor></Topic></Markup>`,
    ),
  }),
);
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
/**
 * A request (the side's is shared and has the side's supplier's work order): its owner, residents of its
 * complex, its work order's supplier, administrators (all): the callers who see its complex's 3D project.
 */
const REQUEST_RECORD = PROJECT_RECORD;
/** A resident's own request: its owner only (the side's tenants see it shared, but it is not theirs). */
const OWN_REQUEST: Record<CallerName, Expected> = {
  anonymous: 401,
  owner: R(200, 404, 404),
  owner2: R(200, 404, 404),
  tenant: 404,
  tenant2: 404,
  supplier: 404,
  supplier2: 404,
  admin: 404,
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

/** A save that performs the side's inspection: its element graded with a defect, and a photo of it kept. */
const saveBody = (side: Side) =>
  performedSave(side.aspectId, null, {
    state: 'WARN',
    stateDescription: 'Mos op het dak',
    statePerElement: [
      elementFinding(side.elementId, {
        state: 'BAD',
        stateDescription: 'Lekt',
        files: [side.inspectionFile.id],
        surveyCode: null,
        defects: [
          {
            type: 'crack',
            severity: 'serious',
            intensity: 2,
            extent: 3,
            description: 'Scheur in de dakrand',
            files: [side.inspectionFile.id],
          },
        ],
      }),
    ],
    files: [side.inspectionFile.id],
  });

/** A work order for the side's supplier as the back office sends it. */
const workOrderBody = (side: Side) => ({
  supplierId: side.supplierId,
  priority: 'Hoog',
  repairType: 'Lekkage',
  startDate: '2026-03-04',
  planningDate: '2026-03-10',
  indicationAmount: 250,
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

/** A person's fields with an email address nobody has. */
const personFields = () => ({
  name: 'Nieuwe Bewoner',
  email: `nieuw-${randomUUID()}@vve.test`,
  language: 'nl',
  administrator: false,
});

/** A back-office call about a person made for it (reading, changing, inviting or deactivating one). */
const personRow = (path: string, payload?: () => object): RouteRows => ({
  records: 'record',
  request: async ({ side, world }) => ({
    url: `/api/app/office/people/${await world.freshPerson(side)}${path}`,
    ...(payload && { payload: payload() }),
  }),
  expect: OFFICE_RECORD,
});

const PEOPLE_ROWS: Record<string, RouteRows> = {
  'GET /api/app/office/people': {
    records: 'none',
    request: () => ({ url: '/api/app/office/people?page=1&text=a&role=owner' }),
    expect: OFFICE_ONLY,
  },
  'POST /api/app/office/people': {
    records: 'none',
    request: () => ({ url: '/api/app/office/people', payload: personFields() }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/people/:id': personRow(''),
  'PUT /api/app/office/people/:id': personRow('', personFields),
  'POST /api/app/office/people/:id/deactivate': personRow('/deactivate'),
  'POST /api/app/office/people/:id/reactivate': personRow('/reactivate'),
  'POST /api/app/office/people/:id/invitation': personRow('/invitation'),
  'POST /api/app/office/people/invitations': {
    records: 'none',
    request: () => ({ url: '/api/app/office/people/invitations' }),
    expect: OFFICE_ONLY,
  },
};

/** A back-office call about a person's relations in the side's complex, made for it. */
const tenancyRow = (
  purpose: TenancyPurpose,
  request: (tenancy: FreshTenancy, side: Side) => MatrixRequest | Promise<MatrixRequest>,
): RouteRows => ({
  records: 'record',
  request: async ({ side, world }) => request(await world.freshTenancy(side, purpose), side),
  expect: OFFICE_RECORD,
});

const rentalContractBody = (unitId: number) => ({
  unitIds: [unitId],
  gross: 950,
  rentArrears: 0,
  deposit: 1900,
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  noticePeriodInMonths: 1,
  landlordAccount: 'NL91 ABNA 0417 1643 00',
  automaticCollection: false,
});

const contractPdf = multipart(
  [{ name: 'huurcontract.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }],
  'file',
);

const RELATION_ROWS: Record<string, RouteRows> = {
  'GET /api/app/office/people/:id/relations': tenancyRow('relations', (t) => ({
    url: `/api/app/office/people/${t.personId}/relations`,
  })),
  'PUT /api/app/office/people/:id/units/:unitId': tenancyRow('add-ownership', (t) => ({
    url: `/api/app/office/people/${t.newPersonId}/units/${t.unitId}`,
  })),
  'DELETE /api/app/office/people/:id/units/:unitId': tenancyRow('remove-ownership', (t) => ({
    url: `/api/app/office/people/${t.personId}/units/${t.ownedUnitId}`,
  })),
  'POST /api/app/office/people/:id/rental-contracts': tenancyRow('add-contract', (t) => ({
    url: `/api/app/office/people/${t.newPersonId}/rental-contracts`,
    payload: rentalContractBody(t.unitId),
  })),
  'PUT /api/app/office/rental-contracts/:id': tenancyRow('change-contract', (t) => ({
    url: `/api/app/office/rental-contracts/${t.rentalContractId}`,
    payload: rentalContractBody(t.unitId),
  })),
  'DELETE /api/app/office/rental-contracts/:id': tenancyRow('remove-contract', (t) => ({
    url: `/api/app/office/rental-contracts/${t.rentalContractId}`,
  })),
  'POST /api/app/office/rental-contracts/:id/file': tenancyRow('contract-file', (t) => ({
    url: `/api/app/office/rental-contracts/${t.rentalContractId}/file`,
    ...contractPdf,
  })),
  'POST /api/app/office/people/:id/debtors': tenancyRow('add-debtor', (t, side) => ({
    url: `/api/app/office/people/${t.newPersonId}/debtors`,
    payload: {
      complexId: side.complexId,
      saldo: -12.5,
      directDebit: { signedOn: '2026-01-15', iban: 'NL91ABNA0417164300' },
    },
  })),
  'PUT /api/app/office/debtors/:id': tenancyRow('change-debtor', (t) => ({
    url: `/api/app/office/debtors/${t.debtorId}`,
    payload: { saldo: 0, directDebit: null },
  })),
  'DELETE /api/app/office/debtors/:id': tenancyRow('remove-debtor', (t) => ({
    url: `/api/app/office/debtors/${t.debtorId}`,
  })),
  'GET /api/app/office/debtors/:id/ledger': tenancyRow('change-debtor', (t) => ({
    url: `/api/app/office/debtors/${t.debtorId}/ledger`,
  })),
  'POST /api/app/office/debtors/:id/bookings': tenancyRow('change-debtor', (t) => ({
    url: `/api/app/office/debtors/${t.debtorId}/bookings`,
    payload: { kind: 'payment', bookedOn: '2026-03-01', description: 'Overboeking', amountCents: 12_500 },
  })),
  'POST /api/app/office/bookings/:id/correction': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/bookings/${String(await world.freshBooking(side))}/correction`,
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/complexes/:id/contributions': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/complexes/${String(side.complexId)}/contributions`,
      payload: { year: 2026, month: 3 },
    }),
    expect: OFFICE_RECORD,
  },
};

/** A supplier's contract as the back office sends it: the side's own, unchanged (world.ts). */
const CONTRACT_BODY = { titel: 'Onderhoud', actief: true, beginDatum: '2026-01-01', eindDatum: null };
/** A task for the side's supplier, repeating. */
const taskBody = (side: Side) => ({
  supplierId: side.supplierId,
  scheduledDate: '2026-09-01',
  repeat: { every: 12, unit: 'months' },
});
const ELEMENT_BODY = {
  elementCode: { fullCode: '27.1.1', name: 'Dakbedekking bitumen' },
  label: 'Dakvlak C',
  location: 'Dak oost',
  nlsfbCode: '2710',
  material: 'Bitumen',
  quantity: 412.5,
  unit: 'm2',
  installedYear: 2004,
  expectedLife: 25,
  replacementValue: 28_875.5,
  globalIds: ['2O2Fr$t4X7Zf8NOew3FLOH'],
};

/**
 * Supplier organisations, their members and contracts: administrators only. Members are added and removed on
 * a member made for it (world.freshMember), never on the side's own, who logs in for the other rows.
 */
const SUPPLIER_ROWS: Record<string, RouteRows> = {
  'GET /api/app/office/suppliers': {
    records: 'none',
    request: () => ({ url: '/api/app/office/suppliers?page=1&text=lev&archived=true' }),
    expect: OFFICE_ONLY,
  },
  'POST /api/app/office/suppliers': {
    records: 'none',
    request: () => ({ url: '/api/app/office/suppliers', payload: { naam: 'Schilders De Kwast' } }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/suppliers/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/suppliers/${side.supplierId}` }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/suppliers/:id': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/suppliers/${side.supplierId}`,
      payload: { naam: 'Leverancier van de wereld' },
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/suppliers/:id/archived': {
    records: 'record',
    // In use, and kept so: the other rows need the side's supplier in use.
    request: ({ side }) => ({
      url: `/api/app/office/suppliers/${side.supplierId}/archived`,
      payload: { archived: false },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/suppliers/:id/members': {
    records: 'record',
    // A member already: nothing changes, so that the order of the rows does not matter.
    request: async ({ side, world }) => ({
      url: `/api/app/office/suppliers/${side.supplierId}/members`,
      payload: { email: (await world.freshMember(side)).email },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/suppliers/:id/members/new': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/suppliers/${side.supplierId}/members/new`,
      payload: { name: 'Nieuwe Monteur', email: `monteur-${randomUUID()}@vve.test`, language: 'nl' },
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/suppliers/:id/members/:userId': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/suppliers/${side.supplierId}/members/${(await world.freshMember(side)).id}`,
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/suppliers/:id/contracts': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/suppliers/${side.supplierId}/contracts`,
      payload: { ...CONTRACT_BODY, titel: 'Schilderwerk', eindDatum: '2027-12-31' },
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/supplier-contracts/:id': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/supplier-contracts/${side.supplierContractId}`,
      payload: CONTRACT_BODY,
    }),
    expect: OFFICE_RECORD,
  },
};

/** A planning call about an aspect, element or task made for it (world.freshAspect): administrators only. */
/** A model element's GlobalId, for linking it to the register. */
const MODEL_GUID = '2O2Fr$t4X7Zf8NOew3FLOH';

const planningRow = (
  path: (fresh: FreshAspect) => string,
  payload?: (fresh: FreshAspect, side: Side) => object,
): RouteRows => ({
  records: 'record',
  request: async ({ side, world }) => {
    const fresh = await world.freshAspect(side);
    return { url: `/api/app/office/${path(fresh)}`, ...(payload && { payload: payload(fresh, side) }) };
  },
  expect: OFFICE_RECORD,
});

/** Maintenance planning: a complex's aspects, their elements and the inspection tasks; administrators only. */
const PLANNING_ROWS: Record<string, RouteRows> = {
  'GET /api/app/office/planning-choices': {
    records: 'none',
    request: () => ({ url: '/api/app/office/planning-choices' }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/complexes/:id/planning': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/complexes/${side.complexId}/planning` }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/complexes/:id/aspects': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/complexes/${side.complexId}/aspects`,
      payload: { aspectTypeId: (await world.freshAspect(side)).aspectTypeId, name: 'Blok A' },
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/aspects/:id': planningRow(
    (fresh) => `aspects/${fresh.aspectId}`,
    (fresh) => ({ aspectTypeId: fresh.aspectTypeId, name: null }),
  ),
  'DELETE /api/app/office/aspects/:id': planningRow((fresh) => `aspects/${fresh.aspectId}`),
  'POST /api/app/office/aspects/:id/elements': planningRow(
    (fresh) => `aspects/${fresh.aspectId}/elements`,
    () => ELEMENT_BODY,
  ),
  'PUT /api/app/office/aspect-elements/:id': planningRow(
    (fresh) => `aspect-elements/${fresh.elementId}`,
    () => ELEMENT_BODY,
  ),
  'DELETE /api/app/office/aspect-elements/:id': planningRow((fresh) => `aspect-elements/${fresh.elementId}`),
  'POST /api/app/office/aspects/:id/tasks': planningRow(
    (fresh) => `aspects/${fresh.aspectId}/tasks`,
    (_fresh, side) => taskBody(side),
  ),
  'PUT /api/app/office/tasks/:id': planningRow(
    (fresh) => `tasks/${fresh.taskId}`,
    (_fresh, side) => taskBody(side),
  ),
  'DELETE /api/app/office/tasks/:id': planningRow((fresh) => `tasks/${fresh.taskId}`),
  'GET /api/app/office/complexes/:id/conditions': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/complexes/${side.complexId}/conditions` }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/office/aspect-elements/:id/condition-history': planningRow(
    (fresh) => `aspect-elements/${fresh.elementId}/condition-history`,
  ),
  'GET /api/app/office/complexes/:id/register': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/complexes/${side.complexId}/register?format=csv` }),
    expect: OFFICE_RECORD,
  },
  // A dry run: it changes nothing, so every caller may send the same file.
  'POST /api/app/office/complexes/:id/register': {
    records: 'record',
    request: ({ side }) => {
      const csv = Buffer.from('aspect,code,code_name,label,location\nDak,27.1,Dak,Dakvlak,Noord\n');
      const body = multipart([{ name: 'register.csv', type: 'text/csv', bytes: csv }], 'file');
      return {
        url: `/api/app/office/complexes/${side.complexId}/register?mode=dry-run`,
        payload: body.payload,
        contentType: body.contentType,
      };
    },
    expect: OFFICE_RECORD,
  },
};

/** A plan's terms that fit the spare plans' years (and every plan's usual ones). */
const PLAN_TERMS_BODY = {
  priceDate: '2026-01-01',
  indexation: 2,
  startYear: 2026,
  horizon: 40,
  reserveAtStart: 10_000,
  yearlyContribution: 5000,
  contributionByYear: [{ year: 2027, amount: 6000 }],
  interestRate: 0.5,
  rebuildValue: 3_500_000,
};
const PLAN_LINE_BODY = {
  elementId: null,
  activity: 'other',
  description: 'Advies en begeleiding',
  quantity: 1,
  unit: 'pst',
  unitPrice: 1500,
  vatRate: 21,
  firstYear: 2031,
  cycle: 5,
  note: '',
};

/** A plan call about a line or version made for it (world.freshPlan): administrators only. */
const planRow = (path: (fresh: FreshPlan) => string, payload?: object): RouteRows => ({
  records: 'record',
  request: async ({ side, world }) => {
    const fresh = await world.freshPlan(side);
    return { url: `/api/app/office/${path(fresh)}`, ...(payload && { payload }) };
  },
  expect: OFFICE_RECORD,
});

/** A plan call about a complex's plan: administrators only. */
const complexPlanRow = (path: string, payload?: object): RouteRows => ({
  records: 'record',
  request: ({ side }) => ({
    url: `/api/app/office/complexes/${side.complexId}/maintenance-plan${path}`,
    ...(payload && { payload }),
  }),
  expect: OFFICE_RECORD,
});

/** The long-term maintenance plan (MJOP): administrators only. */
const MAINTENANCE_PLAN_ROWS: Record<string, RouteRows> = {
  'GET /api/app/office/complexes/:id/maintenance-plan': complexPlanRow(''),
  'PUT /api/app/office/complexes/:id/maintenance-plan': complexPlanRow('', PLAN_TERMS_BODY),
  'POST /api/app/office/complexes/:id/maintenance-plan/lines': complexPlanRow('/lines', PLAN_LINE_BODY),
  'POST /api/app/office/complexes/:id/maintenance-plan/adoptions': complexPlanRow('/adoptions', {
    adoptedOn: '2026-01-15',
  }),
  'PUT /api/app/office/plan-lines/:id': planRow((fresh) => `plan-lines/${fresh.lineId}`, PLAN_LINE_BODY),
  'DELETE /api/app/office/plan-lines/:id': planRow((fresh) => `plan-lines/${fresh.lineId}`),
  'GET /api/app/office/plan-versions/:id': planRow((fresh) => `plan-versions/${fresh.adoptedVersionId}`),
  'GET /api/app/office/plan-versions/:id/export': planRow(
    (fresh) => `plan-versions/${fresh.adoptedVersionId}/export?format=xlsx`,
  ),
  'GET /api/app/office/maintenance-plan-template': {
    records: 'none',
    request: () => ({ url: '/api/app/office/maintenance-plan-template' }),
    expect: OFFICE_ONLY,
  },
  // A dry run: it changes nothing, so every caller may send the same file.
  'POST /api/app/office/complexes/:id/maintenance-plan/lines-import': {
    records: 'record',
    request: ({ side }) => {
      const csv = Buffer.from(
        'activity,quantity,unit,unit_price,vat_rate,first_year\nclean,1,pst,250,21,2030\n',
      );
      const body = multipart([{ name: 'plan.csv', type: 'text/csv', bytes: csv }], 'file');
      return {
        url: `/api/app/office/complexes/${side.complexId}/maintenance-plan/lines-import?mode=dry-run`,
        payload: body.payload,
        contentType: body.contentType,
      };
    },
    expect: OFFICE_RECORD,
  },
  // Owners read their own complexes' adopted plan (each side's has one); nobody else sees it.
  'GET /api/app/complexes/:id/maintenance-plan/pdf': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/complexes/${side.complexId}/maintenance-plan/pdf` }),
    expect: { ...OFFICE_RECORD, owner: R(200, 404, 404), owner2: R(200, 404, 404), admin: 404 },
  },
  'POST /api/app/office/complexes/:id/maintenance-plan/proposals': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/complexes/${side.complexId}/maintenance-plan/proposals`,
      payload: { lineIds: [(await world.freshPlan(side)).proposedLineId] },
    }),
    expect: OFFICE_RECORD,
  },
  // Owners see the adopted plan of their own complexes; tenants, suppliers and the back office get 404.
  'GET /api/app/complexes/:id/maintenance-plan': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/complexes/${side.complexId}/maintenance-plan` }),
    expect: { ...OFFICE_RECORD, owner: R(200, 404, 404), owner2: R(200, 404, 404), admin: 404 },
  },
};

const AGENDA_ITEM_BODY = {
  title: 'Vaststellen jaarrekening',
  explanation: '',
  kind: 'decision',
  rule: { majority: 'absolute', quorum: null },
  adoptsPlan: false,
  documentIds: [],
};

/** What an owner of the complex reads of its convened meetings; nobody else, administrators in the back office. */
const OWNER_RECORD: Record<CallerName, Expected> = {
  ...OFFICE_RECORD,
  owner: R(200, 404, 404),
  owner2: R(200, 404, 404),
  admin: 404,
};

/** The years of the budgets the matrix draws up: 2050 on (the world's own drafts are of 2039 and before). */
let budgetYears = 2049;
const nextBudgetYear = () => {
  budgetYears = budgetYears === 2100 ? 2050 : budgetYears + 1;
  return budgetYears;
};

/** A complex's budgets: administrators draw them up and adopt them; the complex's owners read the one in force. */
const BUDGET_ROWS: Record<string, RouteRows> = {
  'GET /api/app/office/complexes/:id/budgets': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/complexes/${String(side.complexId)}/budgets` }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/complexes/:id/budgets': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/complexes/${String(side.complexId)}/budgets`,
      // A year of its own per call, so that no call is refused for a year taken by an earlier one.
      payload: { year: nextBudgetYear() },
    }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/office/budgets/:id': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/budgets/${String(await world.freshBudget(side))}`,
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/budgets/:id/items': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/budgets/${String(await world.freshBudget(side))}/items`,
      payload: {
        items: [{ category: 'cleaning', description: 'Schoonmaak trappenhuis', amountCents: 240_000 }],
      },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/budgets/:id/adoption': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/budgets/${String(await world.freshBudget(side, 'adopt'))}/adoption`,
      payload: { adoptedOn: '2026-03-01', decisionItemId: null },
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/budgets/:id': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/budgets/${String(await world.freshBudget(side))}`,
    }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/details/vve/:vveId/budget': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/details/vve/${String(side.complexId)}/budget` }),
    expect: OWNER_RECORD,
  },
};

/** The members' meeting: administrators prepare and convene it, the complex's owners read it. */
const MEETING_ROWS: Record<string, RouteRows> = {
  'GET /api/app/office/meetings/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/meetings/${String(side.convenedMeetingId)}` }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/meetings/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/meetings/${String((await world.freshMeeting(side)).meetingId)}`,
      payload: { startsAt: '2026-06-02T17:30:00Z', place: 'Buurthuis De Ark', chair: 'Ada Beheer' },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/meetings/:id/items': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/meetings/${String((await world.freshMeeting(side)).meetingId)}/items`,
      payload: AGENDA_ITEM_BODY,
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/agenda-items/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/agenda-items/${String((await world.freshMeeting(side)).itemId)}`,
      payload: { ...AGENDA_ITEM_BODY, position: 1 },
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/agenda-items/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/agenda-items/${String((await world.freshMeeting(side)).itemId)}`,
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/agenda-items/:id/viewpoint': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/agenda-items/${String((await world.freshMeeting(side)).itemId)}/viewpoint`,
      payload: { projectId: side.projectId, viewpoint: { camera: EXAMPLE_CAMERA, selectedGuids: [] } },
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/agenda-items/:id/viewpoint': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/agenda-items/${String((await world.freshMeeting(side)).itemId)}/viewpoint`,
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/meetings/:id/convocation': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/meetings/${String((await world.freshMeeting(side)).meetingId)}/convocation`,
    }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/details/vve/:vveId/meetings': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/details/vve/${String(side.complexId)}/meetings` }),
    expect: OWNER_RECORD,
  },
  'GET /api/app/meetings/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/meetings/${String(side.convenedMeetingId)}` }),
    expect: OWNER_RECORD,
  },
  'GET /api/app/meetings/:id/calendar.ics': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/meetings/${String(side.convenedMeetingId)}/calendar.ics` }),
    expect: OWNER_RECORD,
  },
  'GET /api/app/meetings/:id/ballot': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/meetings/${String(side.convenedMeetingId)}/ballot` }),
    expect: OWNER_RECORD,
  },
  'POST /api/app/meetings/:id/proxies': {
    records: 'record',
    request: async ({ side, world }) => {
      const ballot = await world.freshBallot(side, 'proxy');
      return {
        url: `/api/app/meetings/${String(ballot.meetingId)}/proxies`,
        payload: { unitId: ballot.unitId, holder: { name: 'Piet Jansen' } },
      };
    },
    expect: OWNER_RECORD,
  },
  'PUT /api/app/meetings/:id/voters': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/meetings/${String(side.convenedMeetingId)}/voters`,
      payload: { unitId: (await world.freshBallot(side, 'carried')).unitId, ownerId: null },
    }),
    expect: OWNER_RECORD,
  },
  'DELETE /api/app/meeting-proxies/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/meeting-proxies/${String((await world.freshBallot(side, 'withdraw')).proxyId)}`,
    }),
    expect: OWNER_RECORD,
  },
  'POST /api/app/agenda-items/:id/votes': {
    records: 'record',
    request: async ({ side, world }) => {
      const ballot = await world.freshBallot(side, 'vote');
      return {
        url: `/api/app/agenda-items/${String(ballot.itemId)}/votes`,
        payload: { unitId: ballot.unitId, choice: 'for' },
      };
    },
    expect: OWNER_RECORD,
  },
  'GET /api/app/details/vve/:vveId/decisions': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/details/vve/${String(side.complexId)}/decisions` }),
    expect: OWNER_RECORD,
  },
  'GET /api/app/office/complexes/:id/decisions': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/complexes/${String(side.complexId)}/decisions` }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/agenda-items/:id/minutes': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/agenda-items/${String((await world.freshBallot(side, 'close')).itemId)}/minutes`,
      payload: { text: 'Aangenomen met algemene stemmen.' },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/meetings/:id/minutes-draft': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/meetings/${String((await world.freshBallot(side, 'draft')).meetingId)}/minutes-draft`,
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/meetings/:id/minutes-adoption': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/meetings/${String((await world.freshBallot(side, 'minutes')).meetingId)}/minutes-adoption`,
      payload: { adoptedOn: '2026-03-01' },
    }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/office/meetings/:id/count': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/meetings/${String(side.convenedMeetingId)}/count` }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/meetings/:id/attendance': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/meetings/${String(side.convenedMeetingId)}/attendance`,
      payload: { unitIds: [] },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/agenda-items/:id/votes': {
    records: 'record',
    request: async ({ side, world }) => {
      const ballot = await world.freshBallot(side, 'paper');
      return {
        url: `/api/app/office/agenda-items/${String(ballot.itemId)}/votes`,
        payload: { votes: [{ unitId: ballot.unitId, choice: 'against' }] },
      };
    },
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/agenda-items/:id/work-orders': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/agenda-items/${String((await world.freshBallot(side, 'carried')).itemId)}/work-orders`,
      payload: { ...workOrderBody(side), omschrijving: 'Dak vervangen' },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/agenda-items/:id/closure': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/agenda-items/${String((await world.freshBallot(side, 'close')).itemId)}/closure`,
    }),
    expect: OFFICE_RECORD,
  },
};

/** The calendar: the back office's, and each person's feed (its address is the capability, like a file link's). */
const CALENDAR_ROWS: Record<string, RouteRows> = {
  'GET /api/app/office/calendar': {
    records: 'none',
    request: () => ({ url: '/api/app/office/calendar?from=2026-03-01&to=2026-04-30' }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/calendar-feed': {
    records: 'none',
    request: () => ({ url: '/api/app/calendar-feed' }),
    expect: ANY_USER,
  },
  // Renewing makes the caller's older addresses stop: it runs as an account of its own.
  'POST /api/app/calendar-feed': {
    records: 'none',
    request: () => ({ url: '/api/app/calendar-feed' }),
    expect: ANY_USER,
    freshAccount: true,
  },
  'GET /api/calendar-feeds/:token/calendar.ics': {
    records: 'none',
    request: ({ world }) => ({ url: `/api/calendar-feeds/${world.calendarFeedToken}/calendar.ics` }),
    expect: PUBLIC,
  },
};

/** Getting in: public, and the same answer for everyone; changing a password needs a session. */
const PASSWORD_ROWS: Record<string, RouteRows> = {
  'POST /api/app/password/forgot': {
    records: 'none',
    request: () => ({ url: '/api/app/password/forgot', payload: { email: 'niemand@vve.test' } }),
    expect: PUBLIC,
  },
  // Anyone may read and use a working link (a link is a capability of its own); using one logs the caller in as
  // its person, ending the caller's own session.
  'GET /api/app/password/link': {
    records: 'none',
    request: async ({ world }) => ({
      url: `/api/app/password/link?token=${await world.freshPasswordLink()}`,
    }),
    expect: PUBLIC,
  },
  'POST /api/app/password/link': {
    records: 'none',
    endsSession: true,
    request: async ({ world }) => ({
      url: '/api/app/password/link',
      payload: { token: await world.freshPasswordLink(), password: 'een lang genoeg wachtwoord' },
    }),
    expect: PUBLIC,
  },
  // A new password ends every session of its account: each caller changes one of its own (freshAccount), to
  // the one it has, so that the account serves the next call too.
  'POST /api/app/account/password': {
    records: 'none',
    freshAccount: true,
    request: () => ({
      url: '/api/app/account/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    }),
    expect: ANY_USER,
  },
};

/** A kind of notification each caller can hear of, for saving its settings. */
const KIND_OF: Record<CallerName, string> = {
  anonymous: 'request-status',
  owner: 'request-status',
  owner2: 'request-status',
  tenant: 'request-message',
  tenant2: 'request-message',
  supplier: 'work-order',
  supplier2: 'work-order',
  admin: 'new-request',
};

/** Everyone's own notifications, settings and browsers: nobody reaches another's (notifications.test.ts). */
const NOTIFICATION_ROWS: Record<string, RouteRows> = {
  'GET /api/app/notifications': {
    records: 'none',
    request: () => ({ url: '/api/app/notifications?page=1' }),
    expect: ANY_USER,
  },
  'GET /api/app/notifications/unread': {
    records: 'none',
    request: () => ({ url: '/api/app/notifications/unread' }),
    expect: ANY_USER,
  },
  'POST /api/app/notifications/:id/read': {
    records: 'none',
    request: ({ caller, world }) => ({
      url: `/api/app/notifications/${caller === 'anonymous' ? MISSING_ID : world.notificationOf[caller]}/read`,
    }),
    expect: ANY_USER,
  },
  'POST /api/app/notifications/read-all': {
    records: 'none',
    request: () => ({ url: '/api/app/notifications/read-all' }),
    expect: ANY_USER,
  },
  'GET /api/app/notifications/settings': {
    records: 'none',
    request: () => ({ url: '/api/app/notifications/settings' }),
    expect: ANY_USER,
  },
  'PUT /api/app/notifications/settings': {
    records: 'none',
    request: ({ caller }) => ({
      url: '/api/app/notifications/settings',
      payload: { settings: [{ kind: KIND_OF[caller], inApp: true, email: true, push: true }] },
    }),
    expect: ANY_USER,
  },
  'GET /api/app/push/key': {
    records: 'none',
    request: () => ({ url: '/api/app/push/key' }),
    expect: ANY_USER,
  },
  'POST /api/app/push/subscriptions': {
    records: 'none',
    request: ({ caller }) => ({
      url: '/api/app/push/subscriptions',
      payload: {
        endpoint: `https://push.example.test/${caller}`,
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    }),
    expect: ANY_USER,
  },
  'POST /api/app/push/subscriptions/remove': {
    records: 'none',
    request: ({ caller }) => ({
      url: '/api/app/push/subscriptions/remove',
      payload: { endpoint: `https://push.example.test/${caller}` },
    }),
    expect: ANY_USER,
  },
  'GET /api/app/office/deliveries': {
    records: 'none',
    request: () => ({ url: '/api/app/office/deliveries' }),
    expect: OFFICE_ONLY,
  },
  // Residents read those to their complex, suppliers those to the suppliers of a complex where they work.
  'GET /api/app/announcements': {
    shows: {
      record: (answer, side) =>
        listsId(answer, side.announcementId) || listsId(answer, side.supplierAnnouncementId),
      sees: sees('own', 'own', 'none'),
    },
    records: 'none',
    request: ({ side }) => ({ url: `/api/app/announcements?complex=${String(side.complexId)}` }),
    expect: ANY_USER,
  },
  'GET /api/app/office/announcements': {
    records: 'none',
    request: () => ({ url: '/api/app/office/announcements' }),
    expect: OFFICE_ONLY,
  },
  'POST /api/app/office/announcements': {
    records: 'none',
    request: ({ side }) => ({
      url: '/api/app/office/announcements',
      payload: {
        complexIds: [side.complexId],
        audience: 'owners',
        title: 'Steigers volgende week',
        text: 'Van maandag tot en met vrijdag staan er steigers aan de achtergevel.',
        pinnedUntil: '2026-12-31',
        photoIds: [],
      },
    }),
    expect: OFFICE_ONLY,
  },
  // A complex's library: its owners and tenants read what is for them; administrators keep it.
  'GET /api/app/details/vve/:vveId/documents': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/details/vve/${String(side.complexId)}/documents` }),
    expect: RESIDENT_RECORD,
  },
  'GET /api/app/office/complexes/:id/documents': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/complexes/${String(side.complexId)}/documents` }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/document-files': {
    records: 'none',
    request: () => ({
      url: '/api/app/office/document-files',
      ...multipart(
        [{ name: 'jaarrekening.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }],
        'file',
      ),
    }),
    expect: OFFICE_ONLY,
  },
  'POST /api/app/office/complexes/:id/documents': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/complexes/${String(side.complexId)}/documents`,
      payload: {
        folder: 'insurance',
        title: 'Opstalpolis 2027',
        date: '2026-12-01',
        readers: 'owners',
        fileId: await world.freshDocumentFile(),
        notify: true,
      },
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/documents/:id': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/documents/${String(await world.freshDocument(side))}`,
      payload: { folder: 'other', title: 'Reglement (oud)', date: '2020-01-01', readers: 'administrators' },
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/documents/:id': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/documents/${String(await world.freshDocument(side))}`,
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/announcements/:id': {
    records: 'record',
    request: async ({ world, side }) => ({
      url: `/api/app/office/announcements/${String(await world.freshAnnouncement(side))}`,
    }),
    expect: OFFICE_RECORD,
  },
  // An email's link works without a session: its token is the capability.
  'POST /api/app/notifications/unsubscribe': {
    records: 'none',
    request: ({ world }) => ({
      url: `/api/app/notifications/unsubscribe?token=${world.unsubscribeToken}`,
      payload: 'List-Unsubscribe=One-Click',
      contentType: 'application/x-www-form-urlencoded',
    }),
    expect: PUBLIC,
  },
};

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
        payload: new URLSearchParams({
          username: account.username,
          password: account.password,
          'remember-me': 'false',
        }).toString(),
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
  'GET /api/app/details/contact': {
    records: 'none',
    request: () => ({ url: '/api/app/details/contact' }),
    expect: ANY_USER,
  },
  'PUT /api/app/details/contact': {
    records: 'none',
    request: () => ({
      url: '/api/app/details/contact',
      payload: { phone: '020 123 4567', phoneForSuppliers: true },
    }),
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
  'GET /api/app/debiteur/:vveId/bookings': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/debiteur/${side.complexId}/bookings` }),
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
  // request (400, the same for another's and a missing one), as create-request.ts answers.
  'POST /api/app/reports': {
    records: 'record',
    request: ({ side }) => ({
      url: '/api/app/reports',
      payload: {
        omschrijving: 'Deur klemt',
        publiclyVisible: false,
        attachmentIds: [],
        vve: side.complexId,
        linkedItem: {
          projectId: side.projectId,
          viewpoint: { camera: EXAMPLE_CAMERA, selectedGuids: ['0123456789abcdefABCD_$'] },
        },
      },
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
  'GET /api/app/office/requests': {
    records: 'none',
    request: ({ side }) => ({
      url: `/api/app/office/requests?page=1&status=NIEUW&complex=${side.complexId}&text=lekkage&mine=true&waiting=true`,
    }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/complexes': {
    records: 'none',
    request: () => ({ url: '/api/app/office/complexes' }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/request-counts': {
    records: 'none',
    request: () => ({ url: '/api/app/office/request-counts' }),
    expect: OFFICE_ONLY,
  },
  // The back office's one search box: refused before its text is read (a text too short is still 404 to others).
  'GET /api/app/office/search': {
    records: 'none',
    request: ({ caller }) => ({ url: `/api/app/office/search?q=${caller === 'admin' ? 'lekkage' : 'l'}` }),
    expect: OFFICE_ONLY,
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
  'PUT /api/app/office/requests/:id/priority': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/requests/${side.requestId}/priority`,
      payload: { priority: 'Hoog' },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/requests/bulk': {
    records: 'none',
    // Assigning leaves the side's spare request new, for the calls that take it into handling.
    request: async ({ own, world }) => ({
      url: '/api/app/office/requests/bulk',
      payload: { action: 'ASSIGN_TO_ME', ids: [await world.freshRequest(own)] },
    }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/work-order-choices': {
    records: 'none',
    request: () => ({ url: '/api/app/office/work-order-choices' }),
    expect: OFFICE_ONLY,
  },
  'POST /api/app/office/requests/:id/work-orders': {
    records: 'record',
    // A request may get any number of work orders; a new one of its own keeps the side's request NIEUW.
    request: async ({ side, world }) => ({
      url: `/api/app/office/requests/${await world.freshRequest(side)}/work-orders`,
      payload: { ...workOrderBody(side), omschrijving: 'Deur bijstellen' },
    }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/office/work-orders': {
    records: 'none',
    request: ({ side }) => ({
      url: `/api/app/office/work-orders?page=1&supplier=${side.supplierId}&lastStatus=NONE&overdue=true`,
    }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/work-orders/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/work-orders/${side.workOrderId}` }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/work-orders/:id/planning': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/work-orders/${side.workOrderId}/planning`,
      payload: { startDate: '2026-03-04', planningDate: '2026-03-10', priority: 'Hoog' },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/work-orders/:id/cancel': {
    records: 'record',
    // Each call cancels an open work order of its own (cancelling twice answers 409).
    request: async ({ side, world }) => ({
      url: `/api/app/office/work-orders/${await world.freshWorkOrder(side)}/cancel`,
      payload: { reason: 'Dubbel aangemaakt' },
    }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/office/requests/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/requests/${side.requestId}` }),
    expect: OFFICE_RECORD,
  },
  'GET /api/app/office/inspections/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/inspections/${side.inspectionId}` }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/requests/:id/messages': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/requests/${side.requestId}/messages`,
      payload: { text: 'Monteur komt dinsdag', visibility: 'INTERNAL', attachmentIds: [] },
    }),
    expect: OFFICE_RECORD,
  },
  // Administration of complexes: the changes go to a complex of their own (world.freshComplex), not the side's.
  'GET /api/app/office/complex-list': {
    records: 'none',
    request: () => ({ url: '/api/app/office/complex-list?page=1&text=complex&archived=true' }),
    expect: OFFICE_ONLY,
  },
  'POST /api/app/office/complexes': {
    records: 'none',
    request: () => ({ url: '/api/app/office/complexes', payload: COMPLEX_BODY }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/complexes/:id': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/office/complexes/${side.complexId}` }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/complexes/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/complexes/${(await world.freshComplex(side)).complexId}`,
      payload: COMPLEX_BODY,
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/complexes/:id/archived': {
    records: 'record',
    // In use, and kept so: an archived complex would take a new one for the rows after it (the calls are the same).
    request: async ({ side, world }) => ({
      url: `/api/app/office/complexes/${(await world.freshComplex(side)).complexId}/archived`,
      payload: { archived: false },
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/complexes/:id/owner-condition-map': {
    records: 'record',
    // Kept off: shown, the condition map's row would answer the side's owners.
    request: ({ side }) => ({
      url: `/api/app/office/complexes/${side.complexId}/owner-condition-map`,
      payload: { shown: false },
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/complexes/:id/units': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/complexes/${(await world.freshComplex(side)).complexId}/units`,
      payload: {
        adres: 'Kade 1-2',
        indexNr: `K-${Math.random().toString(36).slice(2, 8)}`,
        votes: 62,
        costShare: 1250,
      },
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/units/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/units/${(await world.freshComplex(side)).unitId}`,
      payload: { adres: 'Kade 1-1', indexNr: 'K-001', votes: 85, costShare: 1720 },
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/units/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/units/${(await world.freshComplex(side)).unitId}`,
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/complexes/:id/meetings': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/complexes/${(await world.freshComplex(side)).complexId}/meetings`,
      payload: { startsAt: '2026-12-01T19:30:00+01:00' },
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/meetings/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/meetings/${(await world.freshComplex(side)).meetingId}`,
    }),
    expect: OFFICE_RECORD,
  },
  'POST /api/app/office/complexes/:id/bim-projects': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/complexes/${(await world.freshComplex(side)).complexId}/bim-projects`,
      payload: { name: 'Bijgebouw' },
    }),
    expect: OFFICE_RECORD,
  },
  'PUT /api/app/office/bim-projects/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/bim-projects/${(await world.freshComplex(side)).projectId}`,
      payload: { name: 'Hoofdgebouw' },
    }),
    expect: OFFICE_RECORD,
  },
  'DELETE /api/app/office/bim-projects/:id': {
    records: 'record',
    request: async ({ side, world }) => ({
      url: `/api/app/office/bim-projects/${(await world.freshComplex(side)).projectId}`,
    }),
    expect: OFFICE_RECORD,
  },
  // The import: a dry run (it changes nothing, so every caller may send the same file) and the template.
  'POST /api/app/office/import/residents': {
    records: 'none',
    request: () => {
      const csv = Buffer.from('complex,unit_index,unit_address\nVvE Matrix,M-1,Matrixstraat 1\n');
      const body = multipart([{ name: 'bewoners.csv', type: 'text/csv', bytes: csv }], 'file');
      return {
        url: '/api/app/office/import/residents?mode=dry-run',
        payload: body.payload,
        contentType: body.contentType,
      };
    },
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/import/residents/template': {
    records: 'none',
    request: () => ({ url: '/api/app/office/import/residents/template' }),
    expect: OFFICE_ONLY,
  },
  // Every back-office list as a file, as filtered (issue 30).
  'GET /api/app/office/exports/requests': {
    records: 'none',
    request: ({ side }) => ({
      url: `/api/app/office/exports/requests?format=csv&status=NIEUW&complex=${side.complexId}&text=lekkage&mine=true&waiting=true`,
    }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/exports/work-orders': {
    records: 'none',
    request: ({ side }) => ({
      url: `/api/app/office/exports/work-orders?format=xlsx&supplier=${side.supplierId}&complex=${side.complexId}&lastStatus=NONE&overdue=true`,
    }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/exports/complexes': {
    records: 'none',
    request: () => ({ url: '/api/app/office/exports/complexes?format=csv&text=complex&archived=true' }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/exports/people': {
    records: 'none',
    request: () => ({ url: '/api/app/office/exports/people?format=xlsx&text=a&role=owner' }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/exports/suppliers': {
    records: 'none',
    request: () => ({ url: '/api/app/office/exports/suppliers?format=csv&text=lev&archived=true' }),
    expect: OFFICE_ONLY,
  },
  'GET /api/app/office/exports/deliveries': {
    records: 'none',
    request: () => ({ url: '/api/app/office/exports/deliveries?format=xlsx' }),
    expect: OFFICE_ONLY,
  },
  // Status changes for all who see the request; the messages too for its owner (request-messages.test.ts).
  'GET /api/app/reports/:id/history': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/reports/${side.requestId}/history` }),
    expect: REQUEST_RECORD,
  },
  'POST /api/app/reports/:id/messages': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/reports/${side.requestId}/messages`,
      payload: { text: 'Dinsdag past', attachmentIds: [] },
    }),
    expect: OWN_REQUEST,
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
  'GET /api/app/aspect/:aspectId/register': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/aspect/${side.aspectId}/register` }),
    expect: SUPPLIER_RECORD,
  },
  'GET /api/app/aspect/:aspectId/projects': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/aspect/${side.aspectId}/projects` }),
    expect: SUPPLIER_RECORD,
  },
  'GET /api/app/aspect-elements/:id/condition-history': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/aspect-elements/${side.elementId}/condition-history` }),
    expect: SUPPLIER_RECORD,
  },
  'POST /api/app/aspect-elements/:id/model-links': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/aspect-elements/${side.elementId}/model-links`,
      payload: { globalIds: [MODEL_GUID] },
    }),
    expect: SUPPLIER_RECORD,
  },
  'DELETE /api/app/aspect-elements/:id/model-links/:guid': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/aspect-elements/${side.elementId}/model-links/${MODEL_GUID}` }),
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
  // The condition map: administrators, and suppliers with a task or an inspection in the project's complex.
  'GET /api/app/bim/projects/:id/condition-map': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/bim/projects/${side.projectId}/condition-map` }),
    expect: SUPPLIER_RECORD,
  },
  // BCF: whoever sees the project exports what they see of it; administrators import (a dry run changes nothing).
  'POST /api/app/bim/projects/:id/bcf-export': {
    records: 'record',
    // Administrators export the condition map too (residents see it only where it is turned on).
    request: ({ side, caller }) => ({
      url: `/api/app/bim/projects/${side.projectId}/bcf-export`,
      payload:
        caller === 'admin'
          ? { version: '3.0', conditionMap: { camera: EXAMPLE_CAMERA, at: '2026-03-01T10:00:00Z' } }
          : { version: '2.1' },
    }),
    expect: PROJECT_RECORD,
  },
  'POST /api/app/office/bim-projects/:id/bcf-import': {
    records: 'record',
    request: ({ side }) => {
      const body = multipart(
        [{ name: 'issues.bcfzip', type: 'application/octet-stream', bytes: TINY_BCF }],
        'file',
      );
      return {
        url: `/api/app/office/bim-projects/${side.projectId}/bcf-import?mode=dry-run`,
        payload: body.payload,
        contentType: body.contentType,
      };
    },
    expect: OFFICE_RECORD,
  },
  // From the model to action: administrators raise a request (and its work order) at a picked element.
  'POST /api/app/office/bim-projects/:id/requests': {
    records: 'record',
    request: ({ side }) => ({
      url: `/api/app/office/bim-projects/${side.projectId}/requests`,
      payload: {
        description: 'Dakgoot lekt',
        viewpoint: { camera: EXAMPLE_CAMERA, selectedGuids: ['0123456789abcdefABCD_$'] },
        workOrder: workOrderBody(side),
      },
    }),
    expect: OFFICE_RECORD,
  },
  // The supplier viewer of a work order's request: the work order's supplier and administrators.
  'GET /api/app/bim/requests/:requestId/viewer': {
    records: 'record',
    request: ({ side }) => ({ url: `/api/app/bim/requests/${side.requestId}/viewer` }),
    expect: SUPPLIER_RECORD,
  },
  ...BUDGET_ROWS,
  ...PEOPLE_ROWS,
  ...RELATION_ROWS,
  ...PASSWORD_ROWS,
  ...SUPPLIER_ROWS,
  ...PLANNING_ROWS,
  ...MAINTENANCE_PLAN_ROWS,
  ...MEETING_ROWS,
  ...CALENDAR_ROWS,
  ...NOTIFICATION_ROWS,
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
