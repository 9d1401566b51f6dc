import type { OfficeWorkOrder, WorkOrderChoices } from '@vve/contract/calls/office';
import type { OfficeWorkOrderDetails } from '@vve/contract/calls/office-work-orders';

/** Answers of the back office's work-order calls for screen tests, shaped like the demo data. */

export const officeWorkOrder = (id: number, change: Partial<OfficeWorkOrder> = {}): OfficeWorkOrder => ({
  id,
  supplier: { id: 2, naam: 'Loodgieter Jansen' },
  complex: { id: 1, naam: 'VvE Het Anker' },
  request: { id: 12, nr: '7', omschrijving: 'Lekkage in de parkeerkelder bij vak 14.' },
  omschrijving: `Werkopdracht ${id}`,
  createdAt: '2026-11-01T09:00:00.000Z',
  startDate: '2026-11-03',
  planningDate: '2026-11-08',
  priority: 'Normaal',
  repairType: 'Lekkage',
  indicationAmount: 1250.5,
  lastSupplierUpdate: null,
  afgerond: false,
  overdue: false,
  cancelled: null,
  ...change,
});

export const officeWorkOrders = (count: number, from = 1): OfficeWorkOrder[] =>
  Array.from({ length: count }, (_, index) => officeWorkOrder(from + index));

export const workOrderDetails = (
  workOrder: OfficeWorkOrder,
  change: Partial<Omit<OfficeWorkOrderDetails, 'workOrder'>> = {},
): OfficeWorkOrderDetails => ({ workOrder, updates: [], audit: [], ...change });

export const workOrderChoices: WorkOrderChoices = {
  suppliers: [
    { id: 2, naam: 'Loodgieter Jansen', hasActiveContract: true },
    { id: 3, naam: 'Schilders De Kwast', hasActiveContract: false },
  ],
  priorities: ['Normaal', 'Hoog', 'Spoed'],
  repairTypes: ['Lekkage', 'Schilderwerk'],
};
