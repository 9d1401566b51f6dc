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

const includes = (field: string, needle: string): boolean => field.toLowerCase().includes(needle);

const matches = (report: FilterableReport, needle: string): boolean => {
  const complex = complexName(report.vve);
  return (
    [report.omschrijving, report.nr, report.status, report.aanmaakDatum, complex, report.melder.naam].some(
      (field) => includes(field, needle),
    ) ||
    // Numbers are counted per complex: 'Het Anker 1' tells one request 1 from another. Text without a space
    // can only match within the name or within the number, which the fields above already checked.
    (needle.includes(' ') && includes(`${complex} ${report.nr}`, needle))
  );
};

/**
 * The reports whose omschrijving, nr, status, aanmaakDatum, complex name, complex name and nr together
 * ('VvE Het Anker 1') or melder name contain the text, case-insensitively. Blank text keeps all reports. The
 * text is a plain substring, never a pattern.
 */
export const filterReports = <T extends FilterableReport>(
  reports: readonly T[],
  text: string,
): readonly T[] => {
  const needle = text.trim().toLowerCase();
  if (needle === '') return reports;
  return reports.filter((report) => matches(report, needle));
};
