import type { Report } from '@vve/contract/calls/requests';

/** The name of a report's complex; a complex known only by id has none to show. */
export const requestComplexName = (report: Report): string | undefined =>
  report.vve !== null && typeof report.vve === 'object' ? report.vve.naam : undefined;

/** The id of a report's complex; null for a request without one. */
export const requestComplexId = (report: Report): number | null =>
  typeof report.vve === 'number' ? report.vve : (report.vve?.id ?? null);

/** Whether the reports belong to more than one complex: numbers are counted per complex, so they repeat. */
export const mixesComplexes = (reports: readonly Report[]): boolean =>
  new Set(reports.map(requestComplexId)).size > 1;
