import { describe, expect, it } from 'vitest';
import {
  REQUIRED_IMPORT_COLUMNS as REQUIRED,
  crossRowErrors,
  parseImportRow,
  readImportHeader,
  type ImportCells,
} from './import-rows';

const unit = { complex: 'VvE De Kade', unit_index: 'K-01', unit_address: 'Kade 1' };
const owner = { ...unit, name: 'Jan de Wit', email: 'Jan@Example.NL', relation: 'Owner' };
const tenant = {
  ...unit,
  name: 'Sara Yilmaz',
  email: 'sara@example.nl',
  relation: 'tenant',
  rent: '1150,50',
  start_date: '2026-01-01',
};

const errorsOf = (cells: ImportCells) =>
  parseImportRow(2, cells).errors.map(({ column, message }) => `${column}: ${message}`);

describe('the import header', () => {
  it('reads the columns in any order and case, around spaces, leaving nameless ones out', () => {
    const header = readImportHeader([' Unit_Address', 'COMPLEX', '', 'unit_index ', 'email']);
    expect(header).toEqual({
      columns: ['unit_address', 'complex', null, 'unit_index', 'email'],
      errors: [],
    });
  });

  it('names the missing, unknown and repeated columns, in one sentence and one error each', () => {
    const header = readImportHeader(['complex', 'e-mail', 'email', 'Email', 'huur']);
    expect(header.message).toBe(
      'The file lacks the required columns: unit_index, unit_address. The file has columns that the import ' +
        'does not know: e-mail, huur. The columns are: complex, unit_index, unit_address, unit_votes, unit_cost_share, ' +
        'name, email, language, ' +
        'relation, rent, start_date, end_date, deposit, notice_period_months, landlord_account, ' +
        'automatic_collection. These columns appear more than once: email.',
    );
    expect(header.errors).toEqual([
      { row: 1, column: 'unit_index', message: 'This required column is missing.' },
      { row: 1, column: 'unit_address', message: 'This required column is missing.' },
      { row: 1, column: 'e-mail', message: 'This column is not known.' },
      { row: 1, column: 'huur', message: 'This column is not known.' },
      { row: 1, column: 'email', message: 'This column appears twice.' },
    ]);
  });

  it('names ten unknown columns, and how many more there are', () => {
    const header = readImportHeader([
      ...REQUIRED,
      ...Array.from({ length: 12 }, (_, at) => `extra${at + 1}`),
    ]);
    expect(header.message).toContain(
      'does not know: extra1, extra2, extra3, extra4, extra5, extra6, extra7, extra8, extra9, extra10 and 2 more.',
    );
    expect(header.errors).toHaveLength(12);
  });
});

describe('an import row', () => {
  it('may be a unit alone', () => {
    expect(parseImportRow(7, unit)).toEqual({
      value: {
        row: 7,
        complex: 'VvE De Kade',
        unitIndex: 'K-01',
        unitAddress: 'Kade 1',
        unitVotes: undefined,
        unitCostShare: undefined,
        resident: null,
      },
      errors: [],
    });
  });

  it("reads a unit's votes as a whole number from 1 to 100,000", () => {
    expect(parseImportRow(7, { ...unit, unit_votes: ' 85 ' }).value?.unitVotes).toBe(85);
    for (const votes of ['0', '2.5', '100001', 'vijf', '-3']) {
      expect(parseImportRow(7, { ...unit, unit_votes: votes }).errors, votes).toEqual([
        { row: 7, column: 'unit_votes', message: 'A unit has a whole number of 1 to 100,000 votes.' },
      ]);
    }
  });

  it("reads a unit's cost share as a whole number of parts from 1 to 1,000,000", () => {
    expect(parseImportRow(7, { ...unit, unit_cost_share: ' 1310 ' }).value?.unitCostShare).toBe(1310);
    for (const parts of ['0', '2.5', '1000001', 'vijf', '-3', '85/10000']) {
      expect(parseImportRow(7, { ...unit, unit_cost_share: parts }).errors, parts).toEqual([
        {
          row: 7,
          column: 'unit_cost_share',
          message: 'A unit’s cost share is a whole number of 1 to 1,000,000 parts.',
        },
      ]);
    }
  });

  it('reads an owner: email lower-case, relation without regard to case, no language when none is given', () => {
    expect(parseImportRow(2, owner).value?.resident).toEqual({
      name: 'Jan de Wit',
      email: 'jan@example.nl',
      language: undefined,
      relation: 'owner',
      tenancy: null,
    });
  });

  it('reads a tenant with the defaults of their contract', () => {
    expect(parseImportRow(2, tenant).value?.resident?.tenancy).toEqual({
      rentCents: 115050,
      startDate: '2026-01-01',
      endDate: null,
      depositCents: 0,
      noticePeriodInMonths: 1,
      landlordAccount: '',
      automaticCollection: false,
    });
  });

  it('reads every column of a tenant as a spreadsheet writes it', () => {
    const row = parseImportRow(2, {
      ...tenant,
      language: 'EN',
      rent: '€ 850',
      end_date: '2027-12-31',
      deposit: '1700.5',
      notice_period_months: '3',
      landlord_account: 'nl91 abna 0417 1643 00',
      automatic_collection: 'Yes',
    });
    expect(row.value?.resident).toMatchObject({
      language: 'en',
      tenancy: {
        rentCents: 85000,
        endDate: '2027-12-31',
        depositCents: 170050,
        noticePeriodInMonths: 3,
        landlordAccount: 'NL91ABNA0417164300',
        automaticCollection: true,
      },
    });
  });

  it('names every cell that is wrong, in the order of the columns', () => {
    expect(
      errorsOf({
        complex: ' ',
        unit_index: 'K-01',
        unit_address: 'x'.repeat(256),
        name: 'Sara\nYilmaz',
        email: 'sara(at)example.nl',
        language: 'es',
        relation: 'tenant',
        rent: '1.150,00',
        start_date: '01-01-2026',
        deposit: '-5',
        notice_period_months: '36',
        landlord_account: 'NL91ABNA0417164301',
        automatic_collection: 'ja',
      }),
    ).toEqual([
      'complex: A value is required here.',
      'unit_address: At most 255 characters.',
      'name: This cell holds a control character (such as a line break) or a broken character: remove it.',
      'email: Enter a valid email address',
      'language: Write nl, en, de or fr.',
      'rent: Write an amount in euros with at most 2 decimals, such as 850.00 (no thousands separator).',
      'start_date: Write a date as YYYY-MM-DD, such as 2026-01-31.',
      'deposit: Write an amount in euros with at most 2 decimals, such as 850.00 (no thousands separator).',
      'notice_period_months: Write a whole number of months from 0 to 24.',
      'landlord_account: This is not a valid IBAN: check the account number.',
      'automatic_collection: Write yes or no.',
    ]);
  });

  it('refuses a broken character (a lone surrogate), which no database text holds', () => {
    expect(errorsOf({ ...owner, name: 'Jan\uD800' })).toEqual([
      'name: This cell holds a control character (such as a line break) or a broken character: remove it.',
    ]);
  });

  it('needs a name, an email address and a relation for a resident', () => {
    expect(errorsOf({ ...unit, email: 'jan@example.nl' })).toEqual([
      'name: A value is required here.',
      'relation: A value is required here.',
    ]);
    expect(errorsOf({ ...owner, relation: 'huurder' })).toEqual(['relation: Write owner or tenant.']);
  });

  it("needs a tenant's rent and start date, and an end date not before the start", () => {
    expect(errorsOf({ ...tenant, rent: '', start_date: '' })).toEqual([
      'rent: A value is required here.',
      'start_date: A value is required here.',
    ]);
    expect(errorsOf({ ...tenant, end_date: '2025-12-31' })).toEqual([
      'end_date: The end date is before the start date.',
    ]);
    expect(errorsOf({ ...tenant, end_date: '2026-01-01' })).toEqual([]);
    expect(errorsOf({ ...tenant, start_date: '0000-01-01', end_date: '3000-01-01' })).toEqual([
      'start_date: Write a date between the years 1900 and 2999.',
      'end_date: Write a date between the years 1900 and 2999.',
    ]);
  });

  it("refuses a tenant's columns on an owner's row or a unit's row", () => {
    expect(errorsOf({ ...owner, rent: '900' })).toEqual([
      'rent: Only a tenant has this: leave it empty for an owner.',
    ]);
    expect(errorsOf({ ...unit, deposit: '0' })).toEqual([
      'deposit: Only a tenant has this: fill in the resident with relation tenant, or leave it empty.',
    ]);
  });
});

describe('the rules between rows', () => {
  const rowsOf = (...cells: ImportCells[]) =>
    cells.map((cell, at) => {
      const { value } = parseImportRow(at + 2, cell);
      if (!value) throw new Error(`row ${at + 2} has errors`);
      return value;
    });

  it('refuse other votes of a unit, where rows give them', () => {
    const rows = rowsOf(
      { ...unit, unit_votes: '10' },
      unit,
      { ...owner, unit_votes: '10' },
      { ...owner, unit_votes: '12' },
    );
    expect(crossRowErrors(rows)).toEqual([
      { row: 5, column: 'unit_votes', message: 'This unit index has other votes on an earlier row.' },
    ]);
  });

  it('refuse another cost share of a unit, where rows give one', () => {
    const rows = rowsOf({ ...unit, unit_cost_share: '85' }, unit, { ...owner, unit_cost_share: '86' });
    expect(crossRowErrors(rows)).toEqual([
      {
        row: 4,
        column: 'unit_cost_share',
        message: 'This unit index has another cost share on an earlier row.',
      },
    ]);
  });

  it('allow several residents of one unit, and one person in several units', () => {
    const rows = rowsOf(
      owner,
      tenant,
      { ...owner, unit_index: 'K-02', unit_address: 'Kade 2' },
      { ...unit, complex: 'vve de kade' },
      { ...tenant },
    );
    expect(crossRowErrors(rows)).toEqual([]);
  });

  it('refuse another address of a unit, another name or language of an email address, and a second contract', () => {
    const rows = rowsOf(
      { ...owner, language: 'nl' },
      { ...unit, complex: 'VVE DE KADE', unit_address: 'Kade 1a' },
      { ...owner, unit_index: 'K-02', unit_address: 'Kade 2', name: 'J. de Wit', language: 'fr' },
      tenant,
      { ...tenant, rent: '1200' },
    );
    expect(crossRowErrors(rows)).toEqual([
      { row: 3, column: 'unit_address', message: 'This unit index has another address on an earlier row.' },
      { row: 4, column: 'name', message: 'This email address has another name on an earlier row.' },
      { row: 4, column: 'language', message: 'This email address has another language on an earlier row.' },
      {
        row: 6,
        column: 'email',
        message: 'This tenant has another rental contract for this unit on an earlier row.',
      },
    ]);
  });
});
