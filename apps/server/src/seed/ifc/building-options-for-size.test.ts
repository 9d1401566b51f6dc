import { describe, expect, it } from 'vitest';
import { buildingOptionsForSize, estimateBuildingBytes } from './building-options-for-size';

describe('buildingOptionsForSize', () => {
  it('grows with the target and never goes below one apartment', () => {
    const tiny = buildingOptionsForSize(1_000, 'Klein');
    expect(tiny.storeys).toBe(1);
    expect(tiny.apartmentsPerStorey).toBe(1);
    const large = buildingOptionsForSize(100e6, 'Groot');
    expect(large.storeys).toBeLessThanOrEqual(30);
    const estimate = estimateBuildingBytes(large.storeys, large.apartmentsPerStorey);
    expect(Math.abs(estimate - 100e6) / 100e6).toBeLessThan(0.05);
  });
});
