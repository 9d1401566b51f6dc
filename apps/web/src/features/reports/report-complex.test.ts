import { describe, expect, it } from 'vitest';
import { crack, garden, lamp, report } from '../../test/request-app-data';
import { mixesComplexes, reportComplexId, reportComplexName } from './report-complex';

describe('report complex', () => {
  it('names the complex of a report, and knows its id', () => {
    expect(reportComplexName(garden)).toBe('VvE De Linde');
    expect(reportComplexId(garden)).toBe(2);
    expect(reportComplexName(report({ id: 1, nr: '1', vve: 3 }))).toBeUndefined();
    expect(reportComplexId(report({ id: 1, nr: '1', vve: 3 }))).toBe(3);
    expect(reportComplexId(report({ id: 1, nr: '1', vve: null }))).toBeNull();
  });

  it('tells whether reports mix complexes', () => {
    expect(mixesComplexes([lamp, crack])).toBe(false);
    expect(mixesComplexes([lamp, garden])).toBe(true);
    expect(mixesComplexes([lamp, report({ id: 2, nr: '1', vve: null })])).toBe(true);
    expect(mixesComplexes([])).toBe(false);
  });
});
