import { describe, expect, it } from 'vitest';
import { isOverdue } from './request-due';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');

describe('isOverdue', () => {
  it('is overdue only while open and past its due moment', () => {
    expect(isOverdue('NIEUW', '2026-11-28T11:59:59.999Z', NOW)).toBe(true);
    expect(isOverdue('IN_BEHANDELING', '2026-11-01T00:00:00.000Z', NOW)).toBe(true);
    expect(isOverdue('NIEUW', '2026-11-28T12:00:00.000Z', NOW)).toBe(false);
    expect(isOverdue('OPGELOST', '2026-11-01T00:00:00.000Z', NOW)).toBe(false);
    expect(isOverdue('AFGEWEZEN', '2026-11-01T00:00:00.000Z', NOW)).toBe(false);
  });
});
