import { describe, expect, it } from 'vitest';
import { seesTechnicalDetails } from './technical-details-roles';

describe('seesTechnicalDetails', () => {
  it('shows the IFC properties to suppliers and administrators, not to residents', () => {
    expect(seesTechnicalDetails(['supplier'])).toBe(true);
    expect(seesTechnicalDetails(['owner', 'administrator'])).toBe(true);
    expect(seesTechnicalDetails(['owner', 'tenant'])).toBe(false);
    expect(seesTechnicalDetails(null)).toBe(false);
  });
});
