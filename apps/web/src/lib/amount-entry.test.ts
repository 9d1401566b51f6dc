import { MAX_BUDGET_ITEM_CENTS } from '@vve/contract/calls/budgets';
import { describe, expect, it } from 'vitest';
import { amountExample, centsEntry, parseCents } from './amount-entry';

describe('parseCents', () => {
  it.each([
    ['nl', '1.234,56', 123456],
    ['nl', '1234,56', 123456],
    ['nl', '1234,5', 123450],
    ['nl', '€ 1.234', 123400],
    ['nl', '9.999.999,99', 999999999],
    ['nl', '0,07', 7],
    ['nl', ',5', 50],
    ['nl', '12,', 1200],
    ['en', '1,234.56', 123456],
    ['en', '1234.56', 123456],
    ['en', ' 250 ', 25000],
    ['de', '1.234,56', 123456],
    ['fr', '1 234,56', 123456],
    ['fr', '1\u202f234,56', 123456],
    ['en', '0.1', 10],
    ['en', '1000000.01', 100000001],
    ['en', '10,000,000.00', MAX_BUDGET_ITEM_CENTS],
  ])('reads %s %s as %i cents', (locale, text, cents) => {
    expect(parseCents(text, locale, MAX_BUDGET_ITEM_CENTS)).toEqual({ cents });
  });

  it('refuses an amount above the largest it is given', () => {
    expect(parseCents('100.00', 'en', 10_000)).toEqual({ cents: 10_000 });
    expect(parseCents('100.01', 'en', 10_000)).toEqual({ problem: 'tooLarge' });
    expect(parseCents('1000', 'en', 10_000)).toEqual({ problem: 'tooLarge' });
  });

  it('adds cents without floating-point errors', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parseCents('0,29', 'nl', MAX_BUDGET_ITEM_CENTS)).toEqual({ cents: 29 });
    expect(parseCents('1.005,57', 'nl', MAX_BUDGET_ITEM_CENTS)).toEqual({ cents: 100557 });
    expect(parseCents('9999999.99', 'en', MAX_BUDGET_ITEM_CENTS)).toEqual({ cents: 999999999 });
  });

  it.each([
    ['nl', '1,234', 'decimals'],
    ['en', '12.345', 'decimals'],
    ['nl', '', 'empty'],
    ['nl', ' € ', 'empty'],
    ['nl', '12.5', 'invalid'],
    ['en', '1,23', 'invalid'],
    ['en', '1.234,56', 'invalid'],
    ['nl', '1,234.56', 'invalid'],
    ['nl', '-5', 'invalid'],
    ['nl', '1e3', 'invalid'],
    ['nl', ',', 'invalid'],
    ['nl', '1,2,3', 'invalid'],
    ['en', '10000000.01', 'tooLarge'],
    ['en', '99999999999999999999', 'tooLarge'],
  ])('refuses %s %j: %s', (locale, text, problem) => {
    expect(parseCents(text, locale, MAX_BUDGET_ITEM_CENTS)).toEqual({ problem });
  });
});

describe('centsEntry', () => {
  it('writes cents as the locale does, without digit groups, and reads back the same', () => {
    expect(centsEntry(123456, 'nl')).toBe('1234,56');
    expect(centsEntry(123456, 'en')).toBe('1234.56');
    expect(centsEntry(7, 'de')).toBe('0,07');
    for (const locale of ['nl', 'en', 'de', 'fr', 'en-IN', 'de-CH']) {
      for (const cents of [0, 1, 29, 123456, 100557, MAX_BUDGET_ITEM_CENTS]) {
        expect(parseCents(centsEntry(cents, locale), locale, MAX_BUDGET_ITEM_CENTS)).toEqual({ cents });
      }
    }
  });

  it('gives an example of an amount in the locale that reads as one', () => {
    expect(amountExample('nl')).toBe('1.234,56');
    expect(amountExample('en')).toBe('1,234.56');
    for (const locale of ['nl', 'en', 'de', 'fr', 'de-CH']) {
      expect(parseCents(amountExample(locale), locale, MAX_BUDGET_ITEM_CENTS)).toEqual({ cents: 123456 });
    }
  });
});
