import type {
  OfficePlanning,
  OfficeTask,
  PlanningChoices,
  RegisterElement,
} from '@vve/contract/calls/office-planning';
import type { OfficeSupplierDetails, OfficeSupplierRow } from '@vve/contract/calls/office-suppliers';

/** Answers of the administration of suppliers and of the maintenance planning for screen tests, like the demo's. */

export const supplierRow = (id: number, change: Partial<OfficeSupplierRow> = {}): OfficeSupplierRow => ({
  id,
  naam: `Leverancier ${id}`,
  archivedAt: null,
  memberCount: 1,
  activeContractCount: 2,
  ...change,
});

export const supplierDetails = (change: Partial<OfficeSupplierDetails> = {}): OfficeSupplierDetails => ({
  supplier: { id: 3, naam: 'Dakwerken Smit B.V.', archivedAt: null },
  members: [
    { id: 5, name: 'Eva Smit', email: 'eva@dakwerkensmit.nl', username: 'supplier', deactivated: false },
    { id: 9, name: 'Piet Oud', email: null, username: 'piet', deactivated: true },
  ],
  contracts: [
    { id: 11, titel: 'Raamovereenkomst onderhoud', actief: true, beginDatum: '2024-01-01', eindDatum: null },
    { id: 12, titel: 'Renovatieproject 2024', actief: true, beginDatum: null, eindDatum: '2025-01-31' },
    { id: 13, titel: 'Storingsdienst', actief: false, beginDatum: '2020-01-01', eindDatum: '2099-12-31' },
  ],
  audit: [],
  ...change,
});

export const planningChoices: PlanningChoices = {
  aspectTypes: [
    { id: 1, name: 'Dakbedekking' },
    { id: 2, name: 'Kozijnen' },
  ],
  suppliers: [
    { id: 3, naam: 'Dakwerken Smit B.V.' },
    { id: 4, naam: 'De Boer Installatietechniek' },
  ],
};

export const officeTask = (id: number, change: Partial<OfficeTask> = {}): OfficeTask => ({
  id,
  aspect: { id: 21, name: 'Platte daken blok A' },
  supplier: { id: 3, naam: 'Dakwerken Smit B.V.' },
  scheduledDate: '2026-12-01',
  repeat: { every: 12, unit: 'months' },
  performedAt: null,
  started: false,
  ...change,
});

/** An element of the register: a flat roof with all that the register knows of it. */
export const roofElement: RegisterElement = {
  id: 31,
  label: 'Dakvlak A',
  location: 'Dak noord',
  elementCode: { fullCode: '27.1.1', name: 'Dakbedekking bitumen' },
  nlsfbCode: '2710',
  material: 'Bitumen, twee lagen',
  quantity: 412.5,
  unit: 'm2',
  installedYear: 2004,
  expectedLife: 25,
  replacementValue: 28_875.5,
  globalIds: ['2O2Fr$t4X7Zf8NOew3FLOH'],
};

export const officePlanning = (change: Partial<OfficePlanning> = {}): OfficePlanning => ({
  complex: { id: 7, naam: 'VvE Het Anker', archived: false },
  aspects: [
    {
      id: 21,
      aspectType: { id: 1, name: 'Dakbedekking' },
      name: 'Platte daken blok A',
      elements: [roofElement],
    },
    { id: 22, aspectType: { id: 2, name: 'Kozijnen' }, name: null, elements: [] },
  ],
  openTasks: [officeTask(41), officeTask(42, { repeat: null, started: true, scheduledDate: '2027-01-15' })],
  performedTasks: [officeTask(40, { performedAt: '2026-03-02T09:00:00.000Z', scheduledDate: '2026-03-01' })],
  ...change,
});
