import { describe, expect, it } from 'vitest';
import { isUrgentPriority } from './urgent-priority';

describe('isUrgentPriority', () => {
  it.each(['Spoed', 'spoed ', 'URGENT', 'Dringend', 'Urgence', 'Emergency'])(
    'takes %j for urgent',
    (name) => {
      expect(isUrgentPriority(name)).toBe(true);
    },
  );

  it.each(['Normaal', 'Hoog', 'Laag', '', 'Spoedig overleg'])('takes %j for not urgent', (name) => {
    expect(isUrgentPriority(name)).toBe(false);
  });
});
