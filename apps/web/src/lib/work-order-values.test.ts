import { describe, expect, it } from 'vitest';
import { KNOWN_PRIORITIES, KNOWN_REPAIR_TYPES } from '@vve/contract/rules/work-order-values';
import { i18n, type Language, type TFunction } from './i18n/i18n';
import { codeOptions, priorityLabel, repairTypeLabel } from './work-order-values';

const tIn =
  (language: Language): TFunction =>
  (key, options) =>
    i18n.t(key, { ...options, lng: language });

describe("a work order's priority and repair type", () => {
  it("are shown in the reader's language, their codes kept", () => {
    expect(KNOWN_PRIORITIES.map((code) => priorityLabel(code, tIn('en')))).toEqual([
      'Low',
      'Normal',
      'High',
      'Urgent',
    ]);
    expect(KNOWN_PRIORITIES.map((code) => priorityLabel(code, tIn('de')))).toEqual([
      'Niedrig',
      'Normal',
      'Hoch',
      'Dringend',
    ]);
    expect(KNOWN_REPAIR_TYPES.map((code) => repairTypeLabel(code, tIn('fr')))).toEqual([
      'Réparation',
      'Fuite',
      'Entretien',
      'Débouchage',
      'Panne',
      'Remplacement',
    ]);
    expect(codeOptions(['Spoed', 'Lekkage'], priorityLabel, tIn('en'))).toEqual([
      { value: 'Spoed', label: 'Urgent' },
      { value: 'Lekkage', label: 'Lekkage' },
    ]);
  });

  it('show a name an administrator made up as it is, also one that is a property of every object', () => {
    expect(priorityLabel('Binnen een week', tIn('en'))).toBe('Binnen een week');
    expect(repairTypeLabel('constructor', tIn('en'))).toBe('constructor');
    expect(repairTypeLabel('toString', tIn('nl'))).toBe('toString');
  });
});
