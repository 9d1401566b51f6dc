/** The query keys of work orders: the paged lists, one order, and the orders of an inspection. */
export const supplierWorkOrderKeys = {
  all: ['workAssignments'] as const,
  lists: () => [...supplierWorkOrderKeys.all, 'list'] as const,
  page: (page: number) => [...supplierWorkOrderKeys.lists(), page] as const,
  detail: (id: number) => [...supplierWorkOrderKeys.all, 'detail', id] as const,
  byInspection: (inspectionId: number) =>
    [...supplierWorkOrderKeys.all, 'byInspection', inspectionId] as const,
};
