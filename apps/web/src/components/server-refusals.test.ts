import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES, REFUSALS, refusalText as refusalKey } from '@vve/contract/refusals';
import de from '../lib/i18n/locales/de.json';
import en from '../lib/i18n/locales/en.json';
import fr from '../lib/i18n/locales/fr.json';
import nl from '../lib/i18n/locales/nl.json';
import { translate, type TFunction } from '../lib/i18n/translate';
import { DEVICE_REFUSALS } from '../lib/offline/device-refusals';
import { changeRefusalText, refusalText } from './server-refusals';

const locales: Record<string, Record<string, string>> = { en, nl, de, fr };

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name).sort();

/** Every refusal text the app shows: the server's by code (from the contract) and this device's own. */
const refusalTexts = [
  ...REFUSAL_CODES.map((code) => [code, refusalKey(code)] as const),
  ...Object.entries(DEVICE_REFUSALS),
];

const inLanguage =
  (language: string): TFunction =>
  (key, options) =>
    translate((code) => locales[code], [language], key, options);

describe('refusal texts', () => {
  it.each(Object.keys(locales))(
    'has a text for every refusal code in %s, naming the same values',
    (language) => {
      const locale = locales[language] ?? {};
      const lacking = refusalTexts.filter(([, key]) => !locale[key]?.trim()).map(([code]) => code);
      expect(lacking).toEqual([]);
      const differing = refusalTexts
        .filter(([, key]) => placeholdersOf(locale[key] ?? '').join() !== placeholdersOf(key).join())
        .map(([code]) => code);
      expect(differing).toEqual([]);
    },
  );

  it('names in a refusal text only values its message carries', () => {
    const naming = REFUSAL_CODES.filter((code) =>
      placeholdersOf(refusalKey(code)).some((name) => !placeholdersOf(REFUSALS[code].message).includes(name)),
    );
    expect(naming).toEqual([]);
  });
});

describe('refusalText', () => {
  const nlT = inLanguage('nl');

  it('translates a refusal by its code, not by its English message, filling in its values', () => {
    expect(refusalText({ code: 'complexArchived', message: 'anything' }, nlT)).toBe(
      nl['This complex is archived. Take it back into use to change it.'],
    );
    expect(
      refusalText({ code: 'tooManyUploads', params: { files: 30, seconds: 42 }, message: '' }, nlT),
    ).toMatch(/30.*42/);
  });

  it("translates this device's own refusals by their code", () => {
    expect(refusalText({ code: 'changeFileGone', message: '' }, nlT)).toBe(
      nl[DEVICE_REFUSALS.changeFileGone],
    );
  });

  it('shows a refusal without a code (kept from before codes) as it was worded', () => {
    expect(refusalText({ message: 'Work order not found' }, nlT)).toBe('Work order not found');
    expect(changeRefusalText({ status: 404, message: 'Work order not found' }, inLanguage('en'))).toBe(
      'The server refused this change: Work order not found',
    );
  });
});
