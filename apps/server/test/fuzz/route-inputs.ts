import { allCalls } from '@vve/contract/calls/all';
import { BCF_FILE_FIELD } from '@vve/contract/calls/bcf';
import { IFC_UPLOAD_FIELD } from '@vve/contract/calls/bim';
import { UPLOAD_FIELD } from '@vve/contract/calls/files';
import { IMPORT_FILE_FIELD } from '@vve/contract/calls/office-import';
import { CONTRACT_FILE_FIELD } from '@vve/contract/calls/office-relations';
import { MAX_REPORT_IMAGE_BYTES } from '@vve/contract/calls/requests';
import type { CallDefinition } from '@vve/contract/define-call';
import type { BaseInput } from './fuzz-case';
import type { CallerName, FuzzWorld } from './fuzz-world';
import type { InputContext } from './call-inputs';
import { EXAMPLE_CAMERA } from '../example-camera';

export type CallName = keyof typeof allCalls;

/** How a route is fuzzed: who calls it, and the valid input its generated cases start from. */
export interface RouteFuzz {
  caller: CallerName;
  base: (world: FuzzWorld) => BaseInput;
  context?: Omit<InputContext, 'images'>;
}

const id = (value: number) => String(value);

/** A complex's details as the back office sends them. */
const complexBody = {
  naam: 'VvE De Kade',
  adres: 'Kade 1-40',
  plaats: 'Utrecht',
  omschrijving: 'Appartementen aan het water',
  financieelBeheer: true,
};
const page = { params: { n: '1' } };

/** A rental contract as the back office sends it. */
const rentalContractBody = (unitId: number) => ({
  unitIds: [unitId],
  gross: 950,
  rentArrears: -25.5,
  deposit: 1900,
  startDate: '2026-01-01',
  endDate: '2027-12-31',
  noticePeriodInMonths: 1,
  landlordAccount: 'NL91 ABNA 0417 1643 00',
  automaticCollection: true,
});

/** A person's fields as the back office sends them. */
const personBody = { name: 'Jan de Wit', email: 'jan.dewit@vve.test', language: 'nl', administrator: false };

/** A contract with the administrator as the back office sends it. */
const contractBody = {
  titel: 'Onderhoudscontract daken',
  actief: true,
  beginDatum: '2026-01-01',
  eindDatum: '2027-12-31',
};
const elementBody = {
  elementCode: { fullCode: '27.1.1', name: 'Dakbedekking bitumen' },
  label: 'Dakvlak A',
  location: 'Dak noord',
  nlsfbCode: '2710',
  material: 'Bitumen',
  quantity: 412.5,
  unit: 'm2',
  installedYear: 2004,
  expectedLife: 25,
  replacementValue: 28_875.5,
  globalIds: ['2O2Fr$t4X7Zf8NOew3FLOH'],
};
/** A plan's terms that fit the fuzz world's plan (2026–2065). */
const planTerms = {
  priceDate: '2026-01-01',
  indexation: 2.5,
  startYear: 2026,
  horizon: 40,
  reserveAtStart: 25_000,
  yearlyContribution: 8000,
  contributionByYear: [{ year: 2027, amount: 9000 }],
  interestRate: 0.5,
  rebuildValue: 3_500_000,
};
const planLine = {
  elementId: null,
  activity: 'repair',
  description: 'Voegwerk herstellen',
  quantity: 120.5,
  unit: 'm2',
  unitPrice: 45.5,
  vatRate: 21,
  firstYear: 2031,
  cycle: 10,
  note: 'Gevel noord',
};
const taskBody = (w: FuzzWorld) => ({
  supplierId: w.supplierId,
  scheduledDate: '2026-09-01',
  repeat: { every: 12, unit: 'months' },
});

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
        surveyCode: null,
        defects: [
          {
            type: 'crack',
            severity: 'serious',
            intensity: 2,
            extent: 3,
            description: 'Scheur in de dakrand',
            files: [world.file.id],
          },
        ],
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
 * Every call of the contract that takes input (params, query or body), by name: how to fuzz it. A call without
 * input has nothing to generate and no entry; one with input but without an entry fails the fuzz suite's
 * completeness test.
 */
export const ROUTE_FUZZ: Partial<Record<CallName, RouteFuzz>> = {
  login: {
    caller: 'anonymous',
    base: () => ({ body: { username: 'fuzz-user', password: 'wrong password', 'remember-me': 'false' } }),
  },
  loginOutcome: { caller: 'anonymous', base: () => ({ query: { error: 'true', reason: 'badCredentials' } }) },
  vve: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  updateContactDetails: {
    caller: 'owner',
    base: () => ({ body: { phone: '+31 6 1234 5678', phoneForSuppliers: true } }),
  },
  isDebiteur: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  debiteur: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  boekjaren: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  isTenant: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
  rentalContracts: { caller: 'owner', base: (w) => ({ params: { vveId: id(w.complexId) } }) },
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
            camera: EXAMPLE_CAMERA,
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
  aspectRegister: { caller: 'supplier', base: (w) => ({ params: { aspectId: id(w.aspectId) } }) },
  aspectProjects: { caller: 'supplier', base: (w) => ({ params: { aspectId: id(w.aspectId) } }) },
  aspectElementConditionHistory: {
    caller: 'supplier',
    base: (w) => ({ params: { id: id(w.elementIds[0] ?? 1) } }),
  },
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
  conditionMap: { caller: 'admin', base: (w) => ({ params: { id: id(w.projectId) } }) },
  linkModelElements: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.elementIds[0] ?? 1) },
      body: { globalIds: ['2O2Fr$t4X7Zf8NOew3FLOH'] },
    }),
  },
  unlinkModelElement: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.elementIds[0] ?? 1), guid: '2O2Fr$t4X7Zf8NOew3FLOH' } }),
  },
  requestViewer: { caller: 'admin', base: (w) => ({ params: { requestId: id(w.reportId) } }) },
  officeRequests: {
    caller: 'admin',
    base: (w) => ({
      query: {
        page: '1',
        status: 'NIEUW',
        complex: id(w.complexId),
        text: 'lek',
        mine: 'true',
        waiting: 'true',
      },
    }),
  },
  officeSearch: { caller: 'admin', base: () => ({ query: { q: 'lekkage' } }) },
  officeRequest: { caller: 'admin', base: (w) => ({ params: { id: id(w.reportId) } }) },
  officeInspection: { caller: 'admin', base: (w) => ({ params: { id: id(w.inspectionId) } }) },
  addOfficeMessage: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.reportId) },
      body: { text: 'Monteur komt dinsdag', visibility: 'RESIDENT', attachmentIds: [] },
    }),
  },
  requestHistory: { caller: 'owner', base: (w) => ({ params: { id: id(w.reportId) } }) },
  sendRequestMessage: {
    caller: 'owner',
    base: (w) => ({ params: { id: id(w.reportId) }, body: { text: 'Dinsdag past', attachmentIds: [] } }),
  },
  changeReportStatus: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.reportId) },
      body: { from: 'NIEUW', to: 'AFGEWEZEN', reason: 'Dubbel gemeld' },
    }),
  },
  changeRequestPriority: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.reportId) }, body: { priority: 'Spoed' } }),
  },
  bulkChangeRequests: {
    caller: 'admin',
    base: (w) => ({ body: { action: 'ASSIGN_TO_ME', ids: [w.reportId] } }),
  },
  createWorkOrder: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.openReportId) },
      body: {
        supplierId: w.supplierId,
        priority: 'Hoog',
        repairType: 'Lekkage',
        startDate: '2026-03-04',
        planningDate: '2026-03-10',
        indicationAmount: 1250.5,
        omschrijving: 'Deur bijstellen',
      },
    }),
  },
  officeWorkOrders: {
    caller: 'admin',
    base: (w) => ({
      query: { page: '1', supplier: id(w.supplierId), lastStatus: 'NONE', overdue: 'true' },
    }),
  },
  officeWorkOrder: { caller: 'admin', base: (w) => ({ params: { id: id(w.workAssignmentId) } }) },
  planWorkOrder: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.workAssignmentId) },
      body: { startDate: '2026-03-04', planningDate: '2026-03-10', priority: 'Spoed' },
    }),
  },
  cancelWorkOrder: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareWorkOrderId) }, body: { reason: 'Dubbel aangemaakt' } }),
  },
  people: { caller: 'admin', base: () => ({ query: { page: '1', text: 'jan', role: 'owner' } }) },
  person: { caller: 'admin', base: (w) => ({ params: { id: id(w.personId) } }) },
  createPerson: { caller: 'admin', base: () => ({ body: personBody }) },
  updatePerson: { caller: 'admin', base: (w) => ({ params: { id: id(w.personId) }, body: personBody }) },
  deactivatePerson: { caller: 'admin', base: (w) => ({ params: { id: id(w.personId) } }) },
  reactivatePerson: { caller: 'admin', base: (w) => ({ params: { id: id(w.personId) } }) },
  invitePerson: { caller: 'admin', base: (w) => ({ params: { id: id(w.personId) } }) },
  personRelations: { caller: 'admin', base: (w) => ({ params: { id: id(w.personId) } }) },
  addOwnership: { caller: 'admin', base: (w) => ({ params: { id: id(w.personId), unitId: id(w.unitId) } }) },
  removeOwnership: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.personId), unitId: id(w.unitId) } }),
  },
  createRentalContract: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.personId) }, body: rentalContractBody(w.unitId) }),
  },
  updateRentalContract: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.rentalContractId) }, body: rentalContractBody(w.unitId) }),
  },
  removeRentalContract: { caller: 'admin', base: (w) => ({ params: { id: id(w.rentalContractId) } }) },
  uploadRentalContractFile: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.rentalContractId) } }),
    context: { uploadField: CONTRACT_FILE_FIELD, uploadKind: 'pdf' },
  },
  createDebtor: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.personId) },
      body: {
        complexId: w.complexId,
        saldo: -12.5,
        directDebit: { signedOn: '2026-01-15', iban: 'NL91ABNA0417164300' },
      },
    }),
  },
  updateDebtor: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.debtorId) }, body: { saldo: 10, directDebit: null } }),
  },
  removeDebtor: { caller: 'admin', base: (w) => ({ params: { id: id(w.debtorId) } }) },
  notifications: { caller: 'owner', base: () => ({ query: { page: '1' } }) },
  readNotification: { caller: 'owner', base: () => ({ params: { id: '1' } }) },
  saveNotificationSettings: {
    caller: 'owner',
    base: () => ({ body: { settings: [{ kind: 'request-status', inApp: true, email: false, push: true }] } }),
  },
  subscribePush: {
    caller: 'owner',
    base: () => ({
      body: {
        endpoint: 'https://push.example.test/fuzz',
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    }),
  },
  unsubscribePush: {
    caller: 'owner',
    base: () => ({ body: { endpoint: 'https://push.example.test/fuzz' } }),
  },
  unsubscribeEmail: {
    caller: 'anonymous',
    base: () => ({
      query: { token: 'eyJ1IjoxfQ.niet-ondertekend' },
      body: { 'List-Unsubscribe': 'One-Click' },
    }),
  },
  forgotPassword: { caller: 'anonymous', base: () => ({ body: { email: 'niemand@vve.test' } }) },
  passwordLink: { caller: 'anonymous', base: () => ({ query: { token: 'verlopen' } }) },
  choosePassword: {
    caller: 'anonymous',
    base: () => ({ body: { token: 'verlopen', password: 'een lang genoeg wachtwoord' } }),
  },
  changePassword: {
    caller: 'owner',
    base: () => ({
      body: { currentPassword: 'niet het wachtwoord', newPassword: 'een lang genoeg wachtwoord' },
    }),
  },
  officeComplexList: {
    caller: 'admin',
    base: () => ({ query: { page: '1', text: 'anker', archived: 'true' } }),
  },
  createComplex: { caller: 'admin', base: () => ({ body: complexBody }) },
  officeComplex: { caller: 'admin', base: (w) => ({ params: { id: id(w.complexId) } }) },
  updateComplex: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareComplexId) }, body: complexBody }),
  },
  addUnit: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.complexId) }, body: { adres: 'Kade 1-2', indexNr: 'K-002' } }),
  },
  updateUnit: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.unitId) }, body: { adres: 'Kade 1-1', indexNr: 'K-001' } }),
  },
  removeUnit: { caller: 'admin', base: (w) => ({ params: { id: id(w.unitId) } }) },
  addMeeting: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.complexId) }, body: { startsAt: '2026-12-01T19:30:00+01:00' } }),
  },
  removeMeeting: { caller: 'admin', base: (w) => ({ params: { id: id(w.meetingId) } }) },
  addBimProject: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.complexId) }, body: { name: 'Hoofdgebouw' } }),
  },
  renameBimProject: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.projectId) }, body: { name: 'Hoofdgebouw' } }),
  },
  removeBimProject: { caller: 'admin', base: (w) => ({ params: { id: id(w.projectId) } }) },
  exportBcf: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.projectId) },
      body: {
        version: '3.0',
        conditionMap: {
          camera: EXAMPLE_CAMERA,
          at: '2026-03-01T10:00:00Z',
        },
      },
    }),
  },
  raiseModelRequest: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.projectId) },
      body: {
        description: 'Dakgoot lekt',
        viewpoint: { camera: EXAMPLE_CAMERA, selectedGuids: ['0123456789abcdefABCD_$'] },
        workOrder: {
          supplierId: w.supplierId,
          priority: 'Hoog',
          repairType: 'Lekkage',
          startDate: '2026-03-04',
          planningDate: '2026-03-10',
          indicationAmount: 250,
        },
      },
    }),
  },
  importBcf: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.projectId) }, query: { mode: 'dry-run' } }),
    context: { uploadField: BCF_FILE_FIELD },
  },
  importResidents: {
    caller: 'admin',
    base: () => ({ query: { mode: 'apply' } }),
    context: { uploadField: IMPORT_FILE_FIELD },
  },
  exportRequests: {
    caller: 'admin',
    base: (w) => ({
      query: {
        format: 'csv',
        status: 'NIEUW',
        complex: id(w.complexId),
        text: 'lek',
        mine: 'true',
        waiting: 'true',
      },
    }),
  },
  exportWorkOrders: {
    caller: 'admin',
    base: (w) => ({
      query: {
        format: 'xlsx',
        supplier: id(w.supplierId),
        complex: id(w.complexId),
        lastStatus: 'NONE',
        overdue: 'true',
      },
    }),
  },
  exportComplexes: {
    caller: 'admin',
    base: () => ({ query: { format: 'csv', text: 'anker', archived: 'true' } }),
  },
  exportPeople: { caller: 'admin', base: () => ({ query: { format: 'xlsx', text: 'jan', role: 'owner' } }) },
  exportSuppliers: {
    caller: 'admin',
    base: () => ({ query: { format: 'csv', text: 'smit', archived: 'true' } }),
  },
  exportDeliveries: { caller: 'admin', base: () => ({ query: { format: 'xlsx' } }) },
  // Last of the complex's calls: it may archive the spare complex, which the calls before it change.
  setOwnerConditionMap: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareComplexId) }, body: { shown: true } }),
  },
  archiveComplex: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareComplexId) }, body: { archived: true } }),
  },
  officeSupplierList: {
    caller: 'admin',
    base: () => ({ query: { page: '1', text: 'smit', archived: 'true' } }),
  },
  createSupplier: { caller: 'admin', base: () => ({ body: { naam: 'Schilders De Kwast' } }) },
  officeSupplier: { caller: 'admin', base: (w) => ({ params: { id: id(w.supplierId) } }) },
  renameSupplier: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareSupplierId) }, body: { naam: 'Dakwerken De Kwast' } }),
  },
  addSupplierMember: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareSupplierId) }, body: { email: w.personEmail } }),
  },
  createSupplierMember: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.spareSupplierId) },
      body: { name: 'Nieuwe Monteur', email: 'nieuwe.monteur@vve.test', language: 'nl' },
    }),
  },
  removeSupplierMember: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareSupplierId), userId: id(w.personId) } }),
  },
  addSupplierContract: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareSupplierId) }, body: contractBody }),
  },
  updateSupplierContract: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareContractId) }, body: contractBody }),
  },
  // Last of the supplier's calls: it may archive the spare supplier, which the calls before it change.
  archiveSupplier: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.spareSupplierId) }, body: { archived: true } }),
  },
  officePlanning: { caller: 'admin', base: (w) => ({ params: { id: id(w.complexId) } }) },
  complexConditions: { caller: 'admin', base: (w) => ({ params: { id: id(w.complexId) } }) },
  elementConditionHistory: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.elementIds[0] ?? 1) } }),
  },
  exportRegister: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.complexId) }, query: { format: 'xlsx' } }),
  },
  importRegister: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.complexId) }, query: { mode: 'apply' } }),
    context: { uploadField: IMPORT_FILE_FIELD },
  },
  addAspect: {
    caller: 'admin',
    base: (w) => ({
      params: { id: id(w.complexId) },
      body: { aspectTypeId: w.aspectTypeId, name: 'Blok A' },
    }),
  },
  updateAspect: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.aspectId) }, body: { aspectTypeId: w.aspectTypeId, name: null } }),
  },
  addElement: { caller: 'admin', base: (w) => ({ params: { id: id(w.aspectId) }, body: elementBody }) },
  updateElement: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.elementIds[0] ?? 1) }, body: elementBody }),
  },
  planTask: { caller: 'admin', base: (w) => ({ params: { id: id(w.aspectId) }, body: taskBody(w) }) },
  updateTask: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.scheduleId) }, body: taskBody(w) }),
  },
  maintenancePlan: { caller: 'admin', base: (w) => ({ params: { id: id(w.complexId) } }) },
  planVersion: { caller: 'admin', base: (w) => ({ params: { id: id(w.planVersionId) } }) },
  savePlanTerms: { caller: 'admin', base: (w) => ({ params: { id: id(w.complexId) }, body: planTerms }) },
  addPlanLine: { caller: 'admin', base: (w) => ({ params: { id: id(w.complexId) }, body: planLine }) },
  changePlanLine: { caller: 'admin', base: (w) => ({ params: { id: id(w.planLineId) }, body: planLine }) },
  exportPlanVersion: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.planVersionId) }, query: { format: 'xlsx' } }),
  },
  importPlanLines: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.complexId) }, query: { mode: 'dry-run' } }),
    context: { uploadField: IMPORT_FILE_FIELD },
  },
  ownerPlanPdf: { caller: 'owner', base: (w) => ({ params: { id: id(w.complexId) } }) },
  acceptPlanProposals: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.complexId) }, body: { lineIds: [w.planLineId] } }),
  },
  ownerPlanSummary: { caller: 'owner', base: (w) => ({ params: { id: id(w.complexId) } }) },
  adoptPlan: {
    caller: 'admin',
    base: (w) => ({ params: { id: id(w.complexId) }, body: { adoptedOn: '2026-01-15' } }),
  },
  // The removals last, the spare aspect's after its element's and task's.
  removePlanLine: { caller: 'admin', base: (w) => ({ params: { id: id(w.sparePlanLineId) } }) },
  removeElement: { caller: 'admin', base: (w) => ({ params: { id: id(w.spareElementId) } }) },
  removeTask: { caller: 'admin', base: (w) => ({ params: { id: id(w.spareTaskId) } }) },
  removeAspect: { caller: 'admin', base: (w) => ({ params: { id: id(w.spareAspectId) } }) },
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
    return fuzz === undefined ? [] : [{ name, call: allCalls[name], fuzz }];
  });
