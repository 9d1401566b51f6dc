import type { AspectElement } from '@vve/contract/calls/aspects';
import type { StoredFile } from '@vve/contract/calls/files';
import type { Inspection } from '@vve/contract/calls/inspections';
import type { Schedule } from '@vve/contract/calls/schedules';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';

/** Answers of the supplier-app calls for screen tests, shaped like the demo data. */

export const workOrder = (id: number, change: Partial<WorkAssignment> = {}): WorkAssignment => ({
  id,
  vve: { composedAddress: `Kade ${id}, 1011 AB Amsterdam` },
  omschrijving: `Werkopdracht ${id}`,
  aanmaakdatum: '2026-11-01T09:00:00.000Z',
  aanmaakdatumString: '01-11-2026',
  startdatum: '2026-11-03',
  planningsDatum: '2026-11-08',
  reparatiePrioriteit: { naam: 'Normaal' },
  reparatieSoort: { naam: 'Lekkage' },
  indicatieBedrag: 1250.5,
  lastSupplierUpdate: null,
  afgerond: false,
  hasViewpoint: false,
  requestId: null,
  attachments: [],
  units: [],
  contact: null,
  ...change,
});

export const workOrders = (count: number, from = 1): WorkAssignment[] =>
  Array.from({ length: count }, (_, index) => workOrder(from + index));

const aspect = {
  id: 5,
  name: null,
  aspectType: { name: 'Gevel', description: 'Metselwerk met voegwerk.', icon: 'wall' },
  complexAddress: 'Kade 1, 1011 AB Amsterdam',
  complexName: 'VvE Parkzicht',
};

export const schedule: Schedule = { id: 9, scheduledDate: '2027-01-20', aspect, draftInspectionId: null };

export const elements: AspectElement[] = [
  {
    id: 101,
    label: 'Gevelvlak oost',
    location: 'Galerij 1-4',
    elementCode: { fullCode: '21.1.1', name: 'Metselwerk' },
  },
  {
    id: 102,
    label: 'Galerijrand',
    location: 'Galerij 1-4',
    elementCode: { fullCode: '21.4.1', name: 'Beton' },
  },
  {
    id: 103,
    label: 'Kopgevel noord',
    location: 'Kopgevel',
    elementCode: { fullCode: '21.1.1', name: 'Metselwerk' },
  },
];

export const draft: Inspection = {
  id: 40,
  version: 0,
  draft: true,
  state: 'MISSING',
  stateDescription: null,
  aspect,
  statePerElement: [
    {
      element: { id: 101 },
      state: 'BAD',
      stateDescription: null,
      createRequest: false,
      requestDescription: '',
      files: [],
      surveyCode: null,
      defects: [],
      score: null,
    },
  ],
  createRequest: false,
  requestDescription: '',
  files: [61],
  applyToSchedules: [9],
  planDate: '2027-01-20',
  performedAt: null,
};

export const photo: StoredFile = {
  id: 61,
  hash: 'hash61',
  name: 'gevel-oost.jpg',
  contentType: 'image/jpeg',
  accessCode: 'code61',
};
