import { describe, expect, it } from 'vitest';
import { requestAge } from './request-age';

const now = Date.parse('2026-11-24T12:00:00.000Z');

describe('requestAge', () => {
  it.each([
    ['2026-11-24T11:59:30.000Z', 'now'],
    ['2026-11-24T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-24T09:00:00.000Z', '3 hours ago'],
    ['2026-11-23T10:00:00.000Z', 'yesterday'],
    ['2026-11-14T12:00:00.000Z', '10 days ago'],
    ['2026-08-24T12:00:00.000Z', '3 months ago'],
    ['2024-11-01T12:00:00.000Z', '2 years ago'],
    ['2026-11-25T12:00:00.000Z', 'now'],
  ])('says %s is %s', (createdAt, age) => {
    expect(requestAge(createdAt, now, 'en')).toBe(age);
  });

  it('speaks the locale', () => {
    expect(requestAge('2026-11-21T12:00:00.000Z', now, 'nl')).toBe('3 dagen geleden');
  });
});
