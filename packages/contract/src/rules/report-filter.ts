/** The fields of a report that the filter searches (spec §5). */
export interface FilterableReport {
  omschrijving: string;
  nr: string;
  status: string;
  aanmaakDatum: string;
  /** An id (which has no name), an object with the complex name, or null. */
  vve: number | { naam: string } | null;
  melder: { naam: string };
}

const complexName = (vve: FilterableReport['vve']): string =>
  vve !== null && typeof vve === 'object' ? vve.naam : '';

const matches = (report: FilterableReport, needle: string): boolean =>
  [
    report.omschrijving,
    report.nr,
    report.status,
    report.aanmaakDatum,
    complexName(report.vve),
    report.melder.naam,
  ].some((field) => field.toLowerCase().includes(needle));

/**
 * The reports whose omschrijving, nr, status, aanmaakDatum, complex name or melder name contain the text,
 * case-insensitively. Blank text keeps all reports. The text is a plain substring, never a pattern.
 */
export const filterReports = <T extends FilterableReport>(
  reports: readonly T[],
  text: string,
): readonly T[] => {
  const needle = text.trim().toLowerCase();
  if (needle === '') return reports;
  return reports.filter((report) => matches(report, needle));
};
