import { describe, expect, it } from 'vitest';
import { crack, garden, lamp, report } from '../../test/request-app-data';
import { mixesComplexes, requestComplexId, requestComplexName } from './request-complex';

describe('report complex', () => {
  it('names the complex of a report, and knows its id', () => {
    expect(requestComplexName(garden)).toBe('VvE De Linde');
    expect(requestComplexId(garden)).toBe(2);
    expect(requestComplexName(report({ id: 1, nr: '1', vve: 3 }))).toBeUndefined();
    expect(requestComplexId(report({ id: 1, nr: '1', vve: 3 }))).toBe(3);
    expect(requestComplexId(report({ id: 1, nr: '1', vve: null }))).toBeNull();
  });

  it('tells whether reports mix complexes', () => {
    expect(mixesComplexes([lamp, crack])).toBe(false);
    expect(mixesComplexes([lamp, garden])).toBe(true);
    expect(mixesComplexes([lamp, report({ id: 2, nr: '1', vve: null })])).toBe(true);
    expect(mixesComplexes([])).toBe(false);
  });
});
