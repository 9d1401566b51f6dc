import { describe, expect, it } from 'vitest';
import { complexList } from './complex-list';

const vves = { '3': 'VvE Parkzicht', '1': 'VvE het Anker', '2': 'VvE De Linde' };

describe('complexList', () => {
  it('lists the complexes by name, ignoring case', () => {
    expect(complexList(vves, 'nl')).toEqual([
      { id: 2, name: 'VvE De Linde' },
      { id: 1, name: 'VvE het Anker' },
      { id: 3, name: 'VvE Parkzicht' },
    ]);
  });

  it('is empty without complexes', () => {
    expect(complexList({}, 'en')).toEqual([]);
  });
});
