import { describe, expect, it } from 'vitest';
import { KNOWN_ASPECT_TYPES, KNOWN_PRIORITIES, KNOWN_REPAIR_TYPES } from '@vve/contract/rules/known-values';
import { i18n, type Language, type TFunction } from './i18n/i18n';
import { aspectLabel, aspectTypeLabel, codeOptions, priorityLabel, repairTypeLabel } from './known-values';

const tIn =
  (language: Language): TFunction =>
  (key, options) =>
    i18n.t(key, { ...options, lng: language });

describe("a work order's priority and repair type, an aspect's type", () => {
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
    expect(KNOWN_ASPECT_TYPES.map((code) => aspectTypeLabel(code, tIn('en')))).toEqual([
      'Roofing',
      'Facade',
      'Window frames',
      'Lifts',
    ]);
    expect(KNOWN_ASPECT_TYPES.map((code) => aspectTypeLabel(code, tIn('nl')))).toEqual(KNOWN_ASPECT_TYPES);
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

  it("call an aspect by its own name, else by its type's in the reader's language", () => {
    const aspectType = { name: 'Dakbedekking' };
    expect(aspectLabel({ name: 'Platte daken blok A', aspectType }, tIn('fr'))).toBe('Platte daken blok A');
    expect(aspectLabel({ name: null, aspectType }, tIn('fr'))).toBe('Couverture');
  });
});
