import { filterReports, type FilterableReport } from '@vve/contract/rules/request-filter';

/**
 * The reports that the contract's filter keeps (spec §5: number, description, status, date, complex and
 * creator), and also those whose texts as the screen shows them contain the text: the translated status
 * ('Solved') and the date in the user's locale, which the user reads and types rather than the raw values.
 */
export const searchRequests = <T extends FilterableReport>(
  reports: readonly T[],
  text: string,
  shownTexts: (report: T) => readonly string[],
): readonly T[] => {
  const needle = text.trim().toLowerCase();
  if (needle === '') return reports;
  const matched = new Set(filterReports(reports, text));
  return reports.filter(
    (report) =>
      matched.has(report) || shownTexts(report).some((shown) => shown.toLowerCase().includes(needle)),
  );
};
