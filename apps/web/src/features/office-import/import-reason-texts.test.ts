import { describe, expect, it } from 'vitest';
import { IMPORT_REASONS } from '@vve/contract/rules/import-reasons';
import de from '../../lib/i18n/locales/de.json';
import en from '../../lib/i18n/locales/en.json';
import fr from '../../lib/i18n/locales/fr.json';
import nl from '../../lib/i18n/locales/nl.json';

const locales: Record<string, Record<string, string>> = { en, nl, de, fr };

describe("the import's reasons", () => {
  it.each(Object.keys(locales))('have a text for every code but the catch-all in %s', (language) => {
    const locale = locales[language] ?? {};
    const lacking = Object.entries(IMPORT_REASONS)
      .filter(([code, text]) => code !== 'invalid' && !locale[text]?.trim())
      .map(([code]) => code);
    expect(lacking).toEqual([]);
  });
});
