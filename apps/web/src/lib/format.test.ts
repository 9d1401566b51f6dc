import { describe, expect, it } from 'vitest';
import { createFormatters, formatLocale } from './format';

describe('formatLocale', () => {
  it("uses the browser's locale when it speaks the active language", () => {
    expect(formatLocale('en', ['en-GB', 'nl'])).toBe('en-GB');
    expect(formatLocale('nl', ['de-DE', 'nl-BE'])).toBe('nl-BE');
  });

  it('uses the active language otherwise', () => {
    expect(formatLocale('fr', ['en-GB'])).toBe('fr');
    expect(formatLocale('de', [])).toBe('de');
  });
});

describe('formatters', () => {
  it.each([
    ['en-GB', '€1,218.50', '-€87.50'],
    ['nl-NL', '€ 1.218,50', '€ -87,50'],
    ['de-DE', '1.218,50 €', '-87,50 €'],
    ['fr-FR', '1 218,50 €', '-87,50 €'],
  ])('writes euros with 2 decimals in %s', (locale, amount, negative) => {
    const { money } = createFormatters(locale);
    expect(money(1218.5).replace(/\s/g, ' ')).toBe(amount);
    expect(money(-87.5).replace(/\s/g, ' ')).toBe(negative);
  });

  it.each([
    ['en-GB', 'December 2026'],
    ['nl-NL', 'december 2026'],
    ['de-DE', 'Dezember 2026'],
    ['fr-FR', 'décembre 2026'],
  ])('writes the month of a calendar date with its year in %s', (locale, month) => {
    expect(createFormatters(locale).month('2026-12-01')).toBe(month);
  });

  it('reads a calendar date as a local date', () => {
    const { date } = createFormatters('en-GB');
    expect(date('2024-06-05')).toBe('5 Jun 2024');
    expect(date('2024-01-01')).toBe('1 Jan 2024');
  });

  it('writes a moment with date and time', () => {
    const { dateTime } = createFormatters('nl-NL');
    const moment = new Date(2026, 11, 16, 19, 0);
    expect(dateTime(moment.toISOString())).toBe('woensdag 16 december 2026 om 19:00');
  });
});
