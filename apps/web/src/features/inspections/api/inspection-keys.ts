import { OFFICE_KEY } from '../../../lib/office-key';

/**
 * The query keys of inspections, tasks (schedules) and what hangs off an inspection; the back office's view of
 * one under the back office's root, so that a change there refreshes it.
 */
export const inspectionKeys = {
  all: ['inspections'] as const,
  lists: () => [...inspectionKeys.all, 'list'] as const,
  page: (page: number) => [...inspectionKeys.lists(), page] as const,
  detail: (id: number) => [...inspectionKeys.all, 'detail', id] as const,
  byWorkOrder: (workAssignmentId: number) =>
    [...inspectionKeys.all, 'byWorkOrder', workAssignmentId] as const,
  files: (id: number, fileIds: readonly number[]) =>
    [...inspectionKeys.all, 'files', id, ...fileIds] as const,
  relatedRequests: (id: number) => [...inspectionKeys.all, 'relatedRequests', id] as const,
  schedules: ['schedules'] as const,
  schedulePage: (page: number) => [...inspectionKeys.schedules, page] as const,
  aspectElements: (aspectId: number) => ['aspectElements', aspectId] as const,
  elementHistory: (elementId: number) => ['aspectElements', 'history', elementId] as const,
  aspectProjects: (aspectId: number) => ['aspectProjects', aspectId] as const,
  office: (id: number) => [...OFFICE_KEY, 'inspection', id] as const,
};
