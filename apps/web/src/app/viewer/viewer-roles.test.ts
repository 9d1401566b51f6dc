import { describe, expect, it } from 'vitest';
import { raiseAsOf, seesTechnicalDetails } from './viewer-roles';

describe('seesTechnicalDetails', () => {
  it('shows the IFC properties to suppliers and administrators, not to residents', () => {
    expect(seesTechnicalDetails(['supplier'])).toBe(true);
    expect(seesTechnicalDetails(['owner', 'administrator'])).toBe(true);
    expect(seesTechnicalDetails(['owner', 'tenant'])).toBe(false);
    expect(seesTechnicalDetails(null)).toBe(false);
  });
});

describe('raiseAsOf', () => {
  it('raises as an administrator whoever is one, also when they own a unit; as a resident anyone else', () => {
    expect(raiseAsOf(['owner', 'administrator'])).toBe('administrator');
    expect(raiseAsOf(['administrator'])).toBe('administrator');
    expect(raiseAsOf(['owner'])).toBe('resident');
    expect(raiseAsOf(['tenant', 'supplier'])).toBe('resident');
    expect(raiseAsOf(null)).toBe('resident');
  });
});
