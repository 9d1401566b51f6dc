import { IMPORT_COLUMNS, type ImportColumn } from '@vve/contract/rules/import-rows';

/** The template's example rows: an owner, and a tenant with their contract (a demo complex, so it imports there). */
const EXAMPLES: Partial<Record<ImportColumn, string>>[] = [
  {
    complex: 'VvE Het Anker',
    unit_index: 'HA-020',
    unit_address: 'Kadijksplein 20-1',
    unit_votes: '64',
    unit_cost_share: '1310',
    name: 'Jan de Vries',
    email: 'jan.devries@example.nl',
    language: 'nl',
    relation: 'owner',
  },
  {
    complex: 'VvE Het Anker',
    unit_index: 'HA-021',
    unit_address: 'Kadijksplein 21-2',
    name: 'Sara Yılmaz',
    email: 'sara.yilmaz@example.nl',
    language: 'en',
    relation: 'tenant',
    rent: '1150.00',
    start_date: '2026-01-01',
    end_date: '',
    deposit: '2300.00',
    notice_period_months: '1',
    landlord_account: 'NL91ABNA0417164300',
    automatic_collection: 'yes',
  },
];

const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');

/**
 * An import's template as a CSV file: the header with every column and the examples, with a byte order mark so
 * that Excel reads it as UTF-8.
 */
export const csvTemplate = <Column extends string>(
  columns: readonly Column[],
  examples: readonly Partial<Record<Column, string>>[],
): string =>
  `\uFEFF${[
    csvLine(columns),
    ...examples.map((example) => csvLine(columns.map((column) => example[column] ?? ''))),
  ].join('\r\n')}\r\n`;

/** The residents' import's template. */
export const IMPORT_TEMPLATE = csvTemplate(IMPORT_COLUMNS, EXAMPLES);
