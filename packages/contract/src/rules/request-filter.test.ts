import { describe, expect, it } from 'vitest';
import type { FilterableReport } from './request-filter';
import { filterReports } from './request-filter';

const report = (overrides: Partial<FilterableReport> = {}): FilterableReport => ({
  omschrijving: 'Lekkage in de kelder',
  nr: '2024-0017',
  status: 'NIEUW',
  aanmaakDatum: '2024-03-05T09:30:00.000Z',
  vve: { naam: 'VvE Parkzicht' },
  melder: { naam: 'Anna de Vries' },
  ...overrides,
});

describe('filterReports', () => {
  const leak = report();
  const lift = report({
    omschrijving: 'Lift staat stil',
    nr: '2024-0099',
    status: 'OPGELOST',
    aanmaakDatum: '2023-11-20T14:00:00.000Z',
    vve: 12,
    melder: { naam: 'Bram Jansen' },
  });
  const reports = [leak, lift];

  it('keeps all reports for empty or blank text', () => {
    expect(filterReports(reports, '')).toEqual(reports);
    expect(filterReports(reports, '   ')).toEqual(reports);
  });

  it.each([
    ['omschrijving', 'KELDER', [leak]],
    ['nr', '0099', [lift]],
    ['status', 'opgelost', [lift]],
    ['aanmaakDatum', '2023-11', [lift]],
    ['complex name', 'parkzicht', [leak]],
    ['melder name', 'bram', [lift]],
    ['text shared by both', '2024-', [leak, lift]],
  ])('matches on %s, case-insensitively', (_field, text, expected) => {
    expect(filterReports(reports, text)).toEqual(expected);
  });

  it('matches complex and number together, as the lists show them where complexes mix', () => {
    const other = report({ nr: '2024-0017', vve: { naam: 'VvE De Linde' } });
    expect(filterReports([leak, lift, other], 'parkzicht 2024-0017')).toEqual([leak]);
    expect(filterReports([leak, lift, other], 'VvE De Linde 2024-0017')).toEqual([other]);
    expect(filterReports([leak, other], 'de linde 2024-0099')).toEqual([]);
  });

  it('ignores surrounding spaces of the text', () => {
    expect(filterReports(reports, '  lift ')).toEqual([lift]);
  });

  it('finds nothing when no field contains the text', () => {
    expect(filterReports(reports, 'dakgoot')).toEqual([]);
  });

  it('does not match a complex given only by its id', () => {
    expect(filterReports([report({ vve: 12, nr: '1' })], '12')).toEqual([]);
    expect(filterReports([report({ vve: null })], 'parkzicht')).toEqual([]);
  });

  it('treats the text as plain characters, not as a pattern', () => {
    const odd = report({ omschrijving: 'Kosten (a+b)*2 [x]' });
    expect(filterReports([odd, leak], '(a+b)*2 [')).toEqual([odd]);
    expect(filterReports([leak], '.*')).toEqual([]);
  });

  it('filters 10,000 reports quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      report({ nr: String(index), omschrijving: `Melding nummer ${index}` }),
    );
    const started = Date.now();
    const found = filterReports(many, 'nummer 9999');
    expect(found).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(250);
  });
});
