import type {
  OfficeRequest,
  OfficeRequestCounts,
  OfficeRequestRow,
  OfficeWorkOrder,
  WorkOrderChoices,
} from '@vve/contract/calls/office';
import { file, report } from './request-app-data';

/** Answers of the back office's request calls for screen tests, shaped like the demo data. */

export const anker = { id: 1, naam: 'VvE Het Anker' };
export const linde = { id: 2, naam: 'VvE De Linde' };
export const zeezicht = { id: 9, naam: 'VvE Zeezicht' };
/** Every complex of the portfolio, by name (the filters' choices). */
export const complexes = [linde, anker, zeezicht];

export const officeRow = (id: number, change: Partial<OfficeRequestRow> = {}): OfficeRequestRow => ({
  id,
  nr: String(id),
  complex: anker,
  omschrijving: `Verzoek ${id}`,
  requester: { naam: 'Anna de Vries' },
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'NIEUW',
  priority: 'Normaal',
  dueAt: '2026-11-30T10:00:00.000Z',
  photoCount: 0,
  pinned: false,
  fromInspection: false,
  handler: null,
  readyToResolve: false,
  alerts: [],
  waiting: false,
  ...change,
});

/** `count` rows with ids from `from`. */
export const officeRows = (count: number, from = 1): OfficeRequestRow[] =>
  Array.from({ length: count }, (_, index) => officeRow(from + index));

export const counts: OfficeRequestCounts = {
  byStatus: { NIEUW: 12, IN_BEHANDELING: 7, OPGELOST: 130, AFGEWEZEN: 4 },
  waiting: 3,
};

export const officeWorkOrder = (id: number, change: Partial<OfficeWorkOrder> = {}): OfficeWorkOrder => ({
  id,
  supplier: { id: 5, naam: 'Loodgieter Jansen' },
  complex: anker,
  request: { id: 11, nr: '2', omschrijving: 'Lekkage in de parkeerkelder bij vak 14.' },
  omschrijving: 'Lekkage in de parkeerkelder bij vak 14.',
  createdAt: '2026-11-21T09:00:00.000Z',
  startDate: '2026-11-23',
  planningDate: '2026-11-30',
  priority: 'Normaal',
  repairType: 'Loodgieterswerk',
  indicationAmount: 450,
  lastSupplierUpdate: null,
  afgerond: false,
  overdue: false,
  cancelled: null,
  ...change,
});

/** Request 2 of Het Anker: new, with a photo and a viewpoint, as the back office shows it. */
export const officeRequest = (change: Partial<OfficeRequest> = {}): OfficeRequest => ({
  request: report({
    id: 11,
    nr: '2',
    omschrijving: 'Lekkage in de parkeerkelder bij vak 14.',
    attachments: [file(31, 'photo-leak.jpg')],
    linkedItem: { projectId: 7, viewpointId: '2f6a1c3e-8b4d-4e7a-9c51-0d3b7e2a6f10' },
  }),
  publiclyVisible: true,
  resident: { naam: 'Anna de Vries', unit: 'Kadijksplein 5-2' },
  priority: 'Normaal',
  dueAt: '2026-11-30T10:00:00.000Z',
  complex: { ...anker, adres: 'Kadijksplein 1, 1018 AB Amsterdam' },
  handler: null,
  inspection: null,
  readyToResolve: false,
  workOrders: [],
  timeline: [{ kind: 'created', at: '2026-11-10T10:00:00.000Z', by: { naam: 'Anna de Vries' } }],
  audit: [],
  ...change,
});

export const workOrderChoices: WorkOrderChoices = {
  suppliers: [
    { id: 5, naam: 'Loodgieter Jansen', hasActiveContract: true },
    { id: 6, naam: 'Dakdekker De Boer', hasActiveContract: true },
    { id: 7, naam: 'Schilder Smit', hasActiveContract: false },
  ],
  priorities: ['Normaal', 'Spoed'],
  repairTypes: ['Loodgieterswerk', 'Dakwerk'],
};
