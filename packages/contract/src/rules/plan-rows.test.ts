import { describe, expect, it } from 'vitest';
import { readPlanRow } from './plan-rows';

describe('a row of a plan lines file', () => {
  it('reads a line with an element, Dutch words, a comma decimal, a euro sign and a VAT percentage', () => {
    expect(
      readPlanRow(2, {
        element: '12',
        activity: 'Vervangen',
        description: 'Dakbedekking vervangen',
        quantity: '412,5',
        unit: 'm²',
        unit_price: '€ 70,25',
        vat_rate: '21%',
        first_year: '2031',
        cycle: '25',
        note: 'Dak noord',
      }),
    ).toEqual({
      value: {
        row: 2,
        line: {
          elementId: 12,
          activity: 'replace',
          description: 'Dakbedekking vervangen',
          quantity: 412.5,
          unit: 'm2',
          unitPrice: 70.25,
          vatRate: 21,
          firstYear: 2031,
          cycle: 25,
          note: 'Dak noord',
        },
      },
      errors: [],
    });
  });

  it('reads work without an element, done once', () => {
    const read = readPlanRow(3, {
      activity: 'other',
      description: 'Advies en begeleiding',
      quantity: '1',
      unit: 'pst',
      unit_price: '1850',
      vat_rate: '21',
      first_year: '2027',
    });
    expect(read.value?.line).toMatchObject({ elementId: null, cycle: null, note: '', activity: 'other' });
  });

  it('names every bad cell with the reason the web translates', () => {
    const read = readPlanRow(4, {
      activity: 'demolish',
      quantity: '0',
      unit: 'kg',
      unit_price: '-5',
      vat_rate: '19',
      first_year: '1999',
      cycle: '200',
    });
    expect(read.value).toBeNull();
    expect(read.errors.map(({ column, message }) => [column, message])).toEqual([
      ['activity', 'Write replace, repair, paint, inspect, clean or other.'],
      ['quantity', 'A quantity is a number above 0 with at most two decimals.'],
      ['unit', 'Write m2, m1, st or pst.'],
      ['unit_price', 'A price is an amount of 0 euros or more, with at most two decimals.'],
      ['vat_rate', 'A VAT rate is 0, 9 or 21 percent.'],
      ['first_year', 'A year lies between 2000 and 2100.'],
      ['cycle', 'A cycle is a whole number of 1 to 100 years, or none for work done once.'],
    ]);
  });

  it('asks a description of work of the kind other, and the required columns', () => {
    const read = readPlanRow(5, { activity: 'overig', quantity: '1' });
    expect(read.errors.map(({ column }) => column)).toEqual(
      expect.arrayContaining(['description', 'unit', 'unit_price', 'vat_rate', 'first_year']),
    );
  });
});
