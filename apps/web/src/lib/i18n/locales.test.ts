import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

const locales: Record<string, Record<string, string>> = { en, nl, de, fr };
const englishKeys = Object.keys(en).sort();

/** Every source file of the app, as text. */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The keys of literal translation calls: t('…') or t("…"). */
const usedKeys = Object.values(sources).flatMap((source) =>
  [...source.matchAll(/\bt\(\s*(['"])(.+?)\1/g)].map((match) => match[2] ?? ''),
);

/** A key exists as is, or as a two-form plural. */
const hasKey = (key: string) => key in en || (`${key}_one` in en && `${key}_other` in en);

describe('locales', () => {
  it.each(Object.entries(locales))('%s has exactly the English keys', (_, locale) => {
    expect(Object.keys(locale).sort()).toEqual(englishKeys);
  });

  it.each(Object.entries(locales))('%s has no empty values', (_, locale) => {
    expect(Object.entries(locale).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it('has every key the source uses', () => {
    expect(usedKeys.length).toBeGreaterThan(20);
    expect(usedKeys.filter((key) => !hasKey(key))).toEqual([]);
  });
});
