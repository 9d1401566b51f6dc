import { z } from 'zod';
import type { ImportProblem } from '../calls/office-import';
import { UnitCostShare, UnitVotes } from '../calls/office-complexes';
import { Email } from '../calls/office-people';
import { LANGUAGES, type Language } from '../constants';
import { Iban } from './iban';
import { IMPORT_REASONS } from './import-reasons';
import {
  choiceCell,
  readCells,
  readSheetHeader,
  requiredProblems,
  ShortCell,
  type CellSchemas,
  type CellValues,
  type ImportHeader,
  type ImportSheet,
  type ReadRow,
  type SheetCells,
} from './import-sheet';

/** The columns of an import file, in the template's order; a file names them in any order and case. */
export const IMPORT_COLUMNS = [
  'complex',
  'unit_index',
  'unit_address',
  'unit_votes',
  'unit_cost_share',
  'name',
  'email',
  'language',
  'relation',
  'rent',
  'start_date',
  'end_date',
  'deposit',
  'notice_period_months',
  'landlord_account',
  'automatic_collection',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Every file has these. */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ['complex', 'unit_index', 'unit_address'];
/** A resident is a row with any of these filled in. */
const RESIDENT_COLUMNS: readonly ImportColumn[] = ['name', 'email', 'language', 'relation'];
/** Only a tenant's row fills these in: the columns from `rent` on. */
const TENANT_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS.slice(IMPORT_COLUMNS.indexOf('rent'));

/** The residents' import reads its header by these columns. */
export const readImportHeader = (cells: readonly string[]): ImportHeader<ImportColumn> =>
  readSheetHeader({ columns: IMPORT_COLUMNS, required: REQUIRED_IMPORT_COLUMNS }, cells);

/** Euros as a spreadsheet writes them ('850', '850.5', '850,50', '€ 850'), as whole cents. */
const EuroCents = z
  .string()
  .regex(/^(€\s?)?\d{1,6}([.,]\d{1,2})?$/, IMPORT_REASONS.amount)
  .transform((text) => {
    const [euros = '0', cents = ''] = text.replace(/^€\s?/, '').split(/[.,]/);
    return Number(euros) * 100 + Number(cents.padEnd(2, '0'));
  });

/** A calendar date; its year within reason (PostgreSQL has no year 0, and a contract of the year 200 is a typo). */
const CalendarDate = z.iso
  .date(IMPORT_REASONS.date)
  .refine((date) => date >= '1900-01-01' && date <= '2999-12-31', IMPORT_REASONS.dateYear);

const ImportLanguage = choiceCell(LANGUAGES, IMPORT_REASONS.language);
const Relation = choiceCell(['owner', 'tenant'], IMPORT_REASONS.relation);
const YesNo = choiceCell(['yes', 'no', 'true', 'false'], IMPORT_REASONS.yesNo).transform(
  (answer) => answer === 'yes' || answer === 'true',
);
const NoticeMonths = z
  .string()
  .regex(/^\d{1,2}$/, IMPORT_REASONS.noticeMonths)
  .transform(Number)
  .pipe(z.number().max(24, IMPORT_REASONS.noticeMonths));

/** A unit's votes: a whole number as the deed of division gives it. */
const VotesCell = z
  .string()
  .regex(/^\d{1,6}$/, IMPORT_REASONS.unitVotes)
  .transform(Number)
  .pipe(UnitVotes);

/** A unit's cost share in parts: a whole number as the deed of division gives it. */
const CostShareCell = z
  .string()
  .regex(/^\d{1,7}$/, IMPORT_REASONS.unitCostShare)
  .transform(Number)
  .pipe(UnitCostShare);

/** Each column's schema for its text (trimmed, never empty: an empty cell is absent). */
const COLUMN_SCHEMAS = {
  complex: ShortCell,
  unit_index: ShortCell,
  unit_address: ShortCell,
  unit_votes: VotesCell,
  unit_cost_share: CostShareCell,
  name: ShortCell,
  email: Email,
  language: ImportLanguage,
  relation: Relation,
  rent: EuroCents,
  start_date: CalendarDate,
  end_date: CalendarDate,
  deposit: EuroCents,
  notice_period_months: NoticeMonths,
  landlord_account: Iban,
  automatic_collection: YesNo,
} satisfies CellSchemas<ImportColumn>;

type Parsed = CellValues<typeof COLUMN_SCHEMAS>;

/** The terms of a tenant's rental contract, amounts in cents. */
export interface ImportTenancy {
  rentCents: number;
  startDate: string;
  endDate: string | null;
  depositCents: number;
  noticePeriodInMonths: number;
  /** Normalised; empty when not known. */
  landlordAccount: string;
  automaticCollection: boolean;
}

export interface ImportResident {
  name: string;
  /** Lower-case. */
  email: string;
  /** Undefined when the cell is empty: a new person gets nl, a known one keeps theirs. */
  language: Language | undefined;
  relation: 'owner' | 'tenant';
  /** A tenant's contract; null for an owner. */
  tenancy: ImportTenancy | null;
}

/** One row of the file, read and checked on its own. */
export interface ImportRow {
  row: number;
  complex: string;
  unitIndex: string;
  unitAddress: string;
  /** Undefined when the cell is empty: a new unit gets 1 vote, a known one keeps its votes. */
  unitVotes: number | undefined;
  /** Undefined when the cell is empty: a new unit gets a share of 1 part, a known one keeps its share. */
  unitCostShare: number | undefined;
  resident: ImportResident | null;
}

/** A row's cells by column, as text; an absent or empty cell is not filled in. */
export type ImportCells = SheetCells<ImportColumn>;

/** Defaults of a tenant's contract when the file leaves them out. */
export const TENANCY_DEFAULTS = { depositCents: 0, noticePeriodInMonths: 1, automaticCollection: false };

const tenancyOf = (parsed: Parsed): ImportTenancy | null => {
  if (parsed.rent === undefined || parsed.start_date === undefined) return null;
  return {
    rentCents: parsed.rent,
    startDate: parsed.start_date,
    endDate: parsed.end_date ?? null,
    depositCents: parsed.deposit ?? TENANCY_DEFAULTS.depositCents,
    noticePeriodInMonths: parsed.notice_period_months ?? TENANCY_DEFAULTS.noticePeriodInMonths,
    landlordAccount: parsed.landlord_account ?? '',
    automaticCollection: parsed.automatic_collection ?? TENANCY_DEFAULTS.automaticCollection,
  };
};

/** The rules between a row's cells: what a resident needs, what only a tenant has, and the dates' order. */
const rowRules = (filled: (column: ImportColumn) => boolean, parsed: Parsed) => {
  const resident = RESIDENT_COLUMNS.some(filled);
  const problems = requiredProblems(filled, [
    ...REQUIRED_IMPORT_COLUMNS,
    ...(resident ? (['name', 'email', 'relation'] as const) : []),
    ...(parsed.relation === 'tenant' ? (['rent', 'start_date'] as const) : []),
  ]);
  if (parsed.relation !== 'tenant') {
    for (const column of TENANT_COLUMNS.filter(filled)) {
      problems.push({
        column,
        message: resident ? IMPORT_REASONS.tenantOnlyOfOwner : IMPORT_REASONS.tenantOnlyWithoutResident,
      });
    }
  }
  if (parsed.start_date && parsed.end_date && parsed.end_date < parsed.start_date) {
    problems.push({ column: 'end_date', message: IMPORT_REASONS.endBeforeStart });
  }
  return problems;
};

/**
 * Reads one row: each cell by its column's schema, then the rules between them. Answers the row when it has
 * no error, and its errors (by column, in the columns' order) otherwise.
 */
export const parseImportRow = (row: number, cells: ImportCells): ReadRow<ImportRow> => {
  const { texts, values, errors } = readCells(IMPORT_COLUMNS, COLUMN_SCHEMAS, row, cells, rowRules);
  if (errors.length > 0) return { value: null, errors };
  const relation = values.relation;
  return {
    value: {
      row,
      complex: texts.complex,
      unitIndex: texts.unit_index,
      unitAddress: texts.unit_address,
      unitVotes: values.unit_votes,
      unitCostShare: values.unit_cost_share,
      resident:
        relation === undefined
          ? null
          : {
              name: texts.name,
              email: values.email ?? '',
              language: values.language,
              relation,
              tenancy: relation === 'tenant' ? tenancyOf(values) : null,
            },
    },
    errors: [],
  };
};

/** A unit in the file: its complex (without regard to case, as complexes are found) and its index number. */
export const importUnitKey = (row: Pick<ImportRow, 'complex' | 'unitIndex'>): string =>
  `${row.complex.toLowerCase()}\u0000${row.unitIndex}`;

const sameTenancy = (a: ImportTenancy | null, b: ImportTenancy | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The rules between rows: a unit has one address in the file (and one number of votes and one cost share, where
 * rows give them), an email address one name (and one language), and a tenant one contract per unit. The first row
 * that says it holds; later rows that say otherwise are errors.
 */
export const crossRowErrors = (rows: readonly ImportRow[]): ImportProblem[] => {
  const addresses = new Map<string, string>();
  // A unit's numbers from its deed, each said once in the file.
  const unitNumbers = [
    {
      field: 'unitVotes',
      column: 'unit_votes',
      differs: 'unitVotesDiffer',
      given: new Map<string, number>(),
    },
    {
      field: 'unitCostShare',
      column: 'unit_cost_share',
      differs: 'unitCostShareDiffers',
      given: new Map<string, number>(),
    },
  ] as const;
  const people = new Map<string, Pick<ImportResident, 'name' | 'language'>>();
  const tenancies = new Map<string, ImportTenancy | null>();
  const errors: ImportProblem[] = [];
  for (const { row, resident, ...unit } of rows) {
    const key = importUnitKey(unit);
    const address = addresses.get(key);
    if (address === undefined) addresses.set(key, unit.unitAddress);
    else if (address !== unit.unitAddress) {
      errors.push({
        row,
        column: 'unit_address',
        message: IMPORT_REASONS.unitAddressDiffers,
      });
    }
    for (const { field, column, differs, given } of unitNumbers) {
      const value = unit[field];
      if (value === undefined) continue;
      const earlier = given.get(key);
      if (earlier === undefined) given.set(key, value);
      else if (earlier !== value) errors.push({ row, column, message: IMPORT_REASONS[differs] });
    }
    if (!resident) continue;
    const person = people.get(resident.email);
    if (!person) people.set(resident.email, { name: resident.name, language: resident.language });
    else {
      if (person.name !== resident.name) {
        errors.push({
          row,
          column: 'name',
          message: IMPORT_REASONS.emailNameDiffers,
        });
      }
      if (resident.language !== undefined && person.language === undefined)
        person.language = resident.language;
      else if (resident.language !== undefined && person.language !== resident.language) {
        errors.push({
          row,
          column: 'language',
          message: IMPORT_REASONS.emailLanguageDiffers,
        });
      }
    }
    if (resident.tenancy) {
      const tenancyKey = `${key}\u0000${resident.email}`;
      if (!tenancies.has(tenancyKey)) tenancies.set(tenancyKey, resident.tenancy);
      else if (!sameTenancy(tenancies.get(tenancyKey) ?? null, resident.tenancy)) {
        errors.push({
          row,
          column: 'email',
          message: IMPORT_REASONS.tenancyRepeated,
        });
      }
    }
  }
  return errors;
};

/** The residents' import: units with their owners and tenants. */
export const RESIDENTS_SHEET: ImportSheet<ImportColumn, ImportRow> = {
  columns: IMPORT_COLUMNS,
  required: REQUIRED_IMPORT_COLUMNS,
  readRow: parseImportRow,
  crossRowErrors,
};
