import { describe, expect, it } from 'vitest';
import { aspectName } from './aspect-name';

describe('aspectName', () => {
  const aspectType = { name: 'Dakbedekking', description: null, icon: null };

  it('is the aspect’s own name when it has one, else its type’s', () => {
    expect(aspectName({ name: 'Platte daken blok A', aspectType })).toBe('Platte daken blok A');
    expect(aspectName({ name: null, aspectType })).toBe('Dakbedekking');
  });
});
