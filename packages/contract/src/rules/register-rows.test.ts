import { describe, expect, it } from 'vitest';
import { readSheetHeader } from './import-sheet';
import { readRegisterRow, REGISTER_SHEET, registerCrossRowErrors, type RegisterRow } from './register-rows';

const element = {
  aspect: 'Dakbedekking',
  code: '27.1.1',
  code_name: 'Dakbedekking',
  label: 'Dakvlak A',
  location: 'Noord',
};
const GUID = '2O2Fr$t4X7Zf8NOew3FLOH';

const errorsOf = (cells: Record<string, string>) =>
  readRegisterRow(2, cells).errors.map(({ column, message }) => `${column}: ${message}`);

describe('a row of the element register', () => {
  it('reads every field as a spreadsheet writes it: comma decimals, m², a euro sign, GlobalIds by spaces', () => {
    const read = readRegisterRow(2, {
      ...element,
      element: '12',
      nlsfb_code: '2710',
      material: ' bitumen ',
      quantity: '120,5',
      unit: 'M²',
      installed_year: '2015',
      expected_life: '25',
      replacement_value: '€ 18500,50',
      global_ids: `${GUID}; 1O2Fr$t4X7Zf8NOew3FLOH`,
    });
    expect(read.errors).toEqual([]);
    expect(read.value).toEqual({
      row: 2,
      elementId: 12,
      aspect: 'Dakbedekking',
      element: {
        elementCode: { fullCode: '27.1.1', name: 'Dakbedekking' },
        label: 'Dakvlak A',
        location: 'Noord',
        nlsfbCode: '2710',
        material: 'bitumen',
        quantity: 120.5,
        unit: 'm2',
        installedYear: 2015,
        expectedLife: 25,
        replacementValue: 18500.5,
        globalIds: [GUID, '1O2Fr$t4X7Zf8NOew3FLOH'],
      },
    } satisfies RegisterRow);
  });

  it('reads empty register cells as unknown, and a row without a number as a new element', () => {
    expect(readRegisterRow(3, element).value).toMatchObject({
      elementId: null,
      element: {
        nlsfbCode: null,
        material: null,
        quantity: null,
        unit: null,
        replacementValue: null,
        globalIds: [],
      },
    });
  });

  it.each([
    [
      { element: '0' },
      'element: Write the number of an element as the export gives it, or leave it empty for a new element.',
    ],
    [
      { element: 'A1' },
      'element: Write the number of an element as the export gives it, or leave it empty for a new element.',
    ],
    [
      { nlsfb_code: '27' },
      'nlsfb_code: An NL-SfB code is the four digits of an element of table 1, e.g. 2710.',
    ],
    [
      { nlsfb_code: '0710' },
      'nlsfb_code: An NL-SfB code is the four digits of an element of table 1, e.g. 2710.',
    ],
    [{ quantity: '-3', unit: 'm2' }, 'quantity: A quantity is a number above 0 with at most two decimals.'],
    [{ quantity: '0', unit: 'm2' }, 'quantity: A quantity is a number above 0 with at most two decimals.'],
    [
      { quantity: '1.234', unit: 'm2' },
      'quantity: A quantity is a number above 0 with at most two decimals.',
    ],
    [{ quantity: '10', unit: 'm3' }, 'unit: Write m2, m1, st or pst.'],
    [
      { quantity: '10' },
      'unit: Give a quantity with what it is measured in (m², m¹, pieces or lump sum), or neither.',
    ],
    [
      { unit: 'st' },
      'quantity: Give a quantity with what it is measured in (m², m¹, pieces or lump sum), or neither.',
    ],
    [{ installed_year: '1799' }, 'installed_year: A year of installation lies between 1800 and 2100.'],
    [{ expected_life: '0' }, 'expected_life: An expected life is a whole number of 1 to 200 years.'],
    [{ expected_life: '2.5' }, 'expected_life: An expected life is a whole number of 1 to 200 years.'],
    [
      { replacement_value: '1.000,00' },
      'replacement_value: A replacement value is an amount of 0 euros or more, with at most two decimals.',
    ],
    [
      { global_ids: 'abc' },
      'global_ids: Write the GlobalIds of the model elements (22 characters each), separated by commas or blanks.',
    ],
    [{ global_ids: `${GUID} ${GUID}` }, 'global_ids: Each model element is listed once.'],
    [{ label: '' }, 'label: A value is required here.'],
  ])('refuses %o', (cells, error) => {
    expect(errorsOf({ ...element, ...cells })).toEqual([error]);
  });

  it('lists an element on a second row', () => {
    const rows = [2, 3, 4].map(
      (row) => readRegisterRow(row, { ...element, element: row === 3 ? '8' : '7' }).value,
    );
    expect(registerCrossRowErrors(rows.filter((row) => row !== null))).toEqual([
      { row: 4, column: 'element', message: 'This element is on an earlier row too.' },
    ]);
  });

  it('needs the spec’s element in the header, and knows its own columns', () => {
    const header = readSheetHeader(REGISTER_SHEET, ['Element', 'aspect', 'code', 'label', 'kleur']);
    expect(header.errors.map(({ column, message }) => `${column}: ${message}`)).toEqual([
      'code_name: This required column is missing.',
      'location: This required column is missing.',
      'kleur: This column is not known.',
    ]);
  });
});
