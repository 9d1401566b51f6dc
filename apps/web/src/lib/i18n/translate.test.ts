import { describe, expect, it } from 'vitest';
import { interpolate, lookupKeys, pluralForm, translate, type Texts } from './translate';

const texts: Record<string, Texts> = {
  en: {
    Requests: 'Requests',
    'Too many login attempts. Try again in {{count}} minutes._one':
      'Too many login attempts. Try again in {{count}} minute.',
    'Too many login attempts. Try again in {{count}} minutes._other':
      'Too many login attempts. Try again in {{count}} minutes.',
    '{{count}} months_one': '{{count}} month',
    '{{count}} months_other': '{{count}} months',
    'Only in English': 'Only in English',
    'Request {{nr}}': 'Request {{nr}}',
    Files_zero: 'No files',
    Files_one: 'One file',
    Files_other: '{{count}} files',
    Untranslated: '',
  },
  nl: {
    Requests: 'Verzoeken',
    '{{count}} months_one': '{{count}} maand',
    '{{count}} months_other': '{{count}} maanden',
    'Request {{nr}}': 'Verzoek {{nr}}',
    'Only in English': '',
  },
  de: {
    '{{count}} months_one': '{{count}} Monat',
    '{{count}} months_other': '{{count}} Monate',
  },
  fr: {
    '{{count}} months_one': '{{count}} mois',
    '{{count}} months_other': '{{count}} mois (pluriel)',
    'Only the other form_other': '{{count}} fois',
  },
};
const textsOf = (language: string) => texts[language];
const tIn =
  (...languages: string[]) =>
  (key: string, options?: Parameters<typeof translate>[3]) =>
    translate(textsOf, languages, key, options);

describe('pluralForm', () => {
  it.each([
    ['en', 0, 'other'],
    ['en', 1, 'one'],
    ['en', 2, 'other'],
    ['nl', 0, 'other'],
    ['nl', 1, 'one'],
    ['nl', 1.5, 'other'],
    ['de', 1, 'one'],
    ['de', 21, 'other'],
    ['fr', 0, 'one'],
    ['fr', 1, 'one'],
    ['fr', 1.5, 'one'],
    ['fr', 2, 'other'],
    ['fr', 1_000_000, 'many'],
  ] as const)('%s: %d is %s', (language, count, form) => {
    expect(pluralForm(language, count)).toBe(form);
  });
});

describe('lookupKeys', () => {
  it('is the key alone without a count', () => {
    expect(lookupKeys('k', 'en', undefined)).toEqual(['k']);
  });

  it('tries the plural form, the key, then the other form', () => {
    expect(lookupKeys('k', 'en', 1)).toEqual(['k_one', 'k', 'k_other']);
    expect(lookupKeys('k', 'en', 2)).toEqual(['k_other', 'k']);
    expect(lookupKeys('k', 'fr', 1_000_000)).toEqual(['k_many', 'k', 'k_other']);
  });

  it('tries the zero form first for 0', () => {
    expect(lookupKeys('k', 'en', 0)).toEqual(['k_zero', 'k_other', 'k']);
    expect(lookupKeys('k', 'fr', 0)).toEqual(['k_zero', 'k_one', 'k', 'k_other']);
  });
});

describe('interpolate', () => {
  it('fills in the placeholders without escaping', () => {
    expect(interpolate('Remove {{name}}?', { name: '<b>&"x"' })).toBe('Remove <b>&"x"?');
  });

  it('fills in numbers and repeated placeholders, and ignores spaces inside the braces', () => {
    expect(interpolate('{{a}} + {{ a }} = {{b}}', { a: 1, b: 2 })).toBe('1 + 1 = 2');
  });

  it('leaves a placeholder without a value as is', () => {
    expect(interpolate('Request {{nr}}', { other: 1 })).toBe('Request {{nr}}');
    expect(interpolate('Request {{nr}}', undefined)).toBe('Request {{nr}}');
  });

  it('makes null and undefined the empty string', () => {
    expect(interpolate('[{{a}}][{{b}}]', { a: null, b: undefined })).toBe('[][]');
  });

  it('does not fill in placeholders inside the values', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x');
  });

  it('does not read inherited properties', () => {
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });
});

describe('translate', () => {
  it('translates into the first language that has the text', () => {
    expect(tIn('nl', 'en')('Requests')).toBe('Verzoeken');
    expect(tIn('de', 'en')('Requests')).toBe('Requests');
  });

  it('falls back to the key itself, with its placeholders filled in', () => {
    expect(tIn('nl', 'en')('Not translated')).toBe('Not translated');
    expect(tIn('nl', 'en')('Hello {{name}}', { name: 'Anna' })).toBe('Hello Anna');
  });

  it('treats an empty text as missing', () => {
    expect(tIn('nl', 'en')('Only in English')).toBe('Only in English');
    expect(tIn('en')('Untranslated')).toBe('Untranslated');
  });

  it('skips a language whose texts are not loaded', () => {
    expect(tIn('es', 'nl')('Requests')).toBe('Verzoeken');
  });

  it('does not read inherited properties as texts', () => {
    expect(tIn('en')('constructor')).toBe('constructor');
  });

  it('interpolates the translation', () => {
    expect(tIn('nl', 'en')('Request {{nr}}', { nr: 12 })).toBe('Verzoek 12');
  });

  it.each([
    ['en', 0, '0 months'],
    ['en', 1, '1 month'],
    ['en', 2, '2 months'],
    ['nl', 0, '0 maanden'],
    ['nl', 1, '1 maand'],
    ['nl', 2, '2 maanden'],
    ['de', 1, '1 Monat'],
    ['de', 12, '12 Monate'],
    ['fr', 0, '0 mois'],
    ['fr', 1, '1 mois'],
    ['fr', 2, '2 mois (pluriel)'],
    ['fr', 1_000_000, '1000000 mois (pluriel)'],
  ] as const)('picks the plural form in %s for %d', (language, count, text) => {
    expect(tIn(language, 'en')('{{count}} months', { count })).toBe(text);
  });

  it('takes the fallback language plural form by its own rules', () => {
    const key = 'Too many login attempts. Try again in {{count}} minutes.';
    expect(tIn('nl', 'en')(key, { count: 1 })).toBe('Too many login attempts. Try again in 1 minute.');
    expect(tIn('fr', 'en')(key, { count: 0 })).toBe('Too many login attempts. Try again in 0 minutes.');
  });

  it('uses a zero form for 0 where there is one', () => {
    expect(tIn('en')('Files', { count: 0 })).toBe('No files');
    expect(tIn('en')('Files', { count: 1 })).toBe('One file');
    expect(tIn('en')('Files', { count: 3 })).toBe('3 files');
  });

  it("falls back to the language's other form before the fallback language", () => {
    expect(tIn('fr', 'en')('Only the other form', { count: 1 })).toBe('1 fois');
  });

  it('falls back to the plain key with a count', () => {
    expect(tIn('nl', 'en')('{{count}} things', { count: 3 })).toBe('3 things');
  });
});
