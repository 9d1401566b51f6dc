/** The query keys of work orders: the paged lists, one order, and the orders of an inspection. */
export const workAssignmentKeys = {
  all: ['workAssignments'] as const,
  lists: () => [...workAssignmentKeys.all, 'list'] as const,
  page: (page: number) => [...workAssignmentKeys.lists(), page] as const,
  detail: (id: number) => [...workAssignmentKeys.all, 'detail', id] as const,
  byInspection: (inspectionId: number) => [...workAssignmentKeys.all, 'byInspection', inspectionId] as const,
};
