import { describe, expect, it } from 'vitest';
import { contractDisplayStatus, contractStatusLabel } from './contract-status';

/** 15 June 2024 in the local time zone, late in the evening. */
const now = new Date(2024, 5, 15, 23, 59, 59);

describe('contractDisplayStatus', () => {
  it('is INACTIVE when the contract is not active, whatever its end date', () => {
    expect(contractDisplayStatus({ actief: false, beginDatum: null, eindDatum: null }, now)).toBe('INACTIVE');
    expect(contractDisplayStatus({ actief: false, beginDatum: null, eindDatum: '2099-01-01' }, now)).toBe(
      'INACTIVE',
    );
  });

  it('is ACTIVE when an active contract has no end date', () => {
    expect(contractDisplayStatus({ actief: true, beginDatum: null, eindDatum: null }, now)).toBe('ACTIVE');
  });

  it('is ACTIVE when the end date is in the future', () => {
    expect(contractDisplayStatus({ actief: true, beginDatum: null, eindDatum: '2024-06-16' }, now)).toBe(
      'ACTIVE',
    );
  });

  it('is still ACTIVE on the end date itself, until the end of that day', () => {
    expect(contractDisplayStatus({ actief: true, beginDatum: null, eindDatum: '2024-06-15' }, now)).toBe(
      'ACTIVE',
    );
    expect(
      contractDisplayStatus(
        { actief: true, beginDatum: null, eindDatum: '2024-06-15' },
        new Date(2024, 5, 15, 0, 0),
      ),
    ).toBe('ACTIVE');
  });

  it('is EXPIRED from the day after the end date', () => {
    expect(contractDisplayStatus({ actief: true, beginDatum: null, eindDatum: '2024-06-14' }, now)).toBe(
      'EXPIRED',
    );
    expect(
      contractDisplayStatus(
        { actief: true, beginDatum: null, eindDatum: '2024-06-15' },
        new Date(2024, 5, 16, 0, 0),
      ),
    ).toBe('EXPIRED');
  });

  it('compares only the date part of an end date that carries a time', () => {
    expect(
      contractDisplayStatus({ actief: true, beginDatum: null, eindDatum: '2024-06-15T00:00:00Z' }, now),
    ).toBe('ACTIVE');
  });
});

describe('a contract that starts later', () => {
  it('is not started yet until its start date, then active (calendar dates, not times)', () => {
    const contract = { actief: true, beginDatum: '2026-12-01', eindDatum: null };
    expect(contractDisplayStatus(contract, new Date(2026, 10, 28, 12, 0))).toBe('NOT_STARTED');
    expect(contractDisplayStatus(contract, new Date(2026, 10, 30, 23, 59))).toBe('NOT_STARTED');
    expect(contractDisplayStatus(contract, new Date(2026, 11, 1, 0, 0))).toBe('ACTIVE');
    expect(contractDisplayStatus({ ...contract, actief: false }, new Date(2026, 10, 28))).toBe('INACTIVE');
  });
});

describe('contractStatusLabel', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['INACTIVE', 'Inactive'],
    ['EXPIRED', 'Expired'],
    ['NOT_STARTED', 'Not started yet'],
  ])('labels %s as %s', (status, label) => {
    expect(contractStatusLabel(status)).toBe(label);
  });

  it.each(['', 'active', 'UNKNOWN', 'toString'])("throws for the unknown status '%s'", (status) => {
    expect(() => contractStatusLabel(status)).toThrow(new Error(`Status '${status}' unknown`));
  });
});
