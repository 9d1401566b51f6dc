/** A language's texts: the English source text (with a plural suffix such as `_one`) to the translation. */
export type Texts = Readonly<Record<string, string>>;

/** A value for a `{{name}}` placeholder; null and undefined become the empty string. */
export type InterpolationValue = string | number | null | undefined;

export interface TOptions {
  /** Picks the plural form `key_<form>` by the language's plural rules, and fills `{{count}}`. */
  count?: number;
  /** Translates into this language instead of the active one. */
  lng?: string;
  [name: string]: InterpolationValue;
}

/** Translates a key (the English source text), filling in its `{{name}}` placeholders from the options. */
export type TFunction = (key: string, options?: TOptions) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural form (`one`, `other`, `many`, …) of a count in a language, by Intl.PluralRules. */
export const pluralForm = (language: string, count: number): Intl.LDMLPluralRule => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

/**
 * The keys to look up in one language, best first, as i18next does: with a count, `key_zero` for 0, then the
 * language's own plural form, the key itself, and `key_other` (a form such as French `many` that a locale
 * does not have falls back to `other`).
 */
export const lookupKeys = (key: string, language: string, count: number | undefined): string[] => {
  if (count === undefined) return [key];
  const form = pluralForm(language, count);
  const keys = count === 0 ? [`${key}_zero`] : [];
  keys.push(`${key}_${form}`, key);
  if (form !== 'other') keys.push(`${key}_other`);
  return keys;
};

/**
 * Fills the `{{name}}` placeholders (spaces inside the braces are ignored) without escaping. A placeholder
 * whose name the values do not have stays as is; a value of null or undefined is the empty string. Filled-in
 * values are not scanned for placeholders again.
 */
export const interpolate = (text: string, values: TOptions | undefined): string =>
  values === undefined || !text.includes('{{')
    ? text
    : text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
        const key = name.trim();
        if (!Object.hasOwn(values, key)) return placeholder;
        const value = values[key];
        return value === null || value === undefined ? '' : String(value);
      });

/**
 * Translates a key: the first non-empty text of the lookup keys in each of the languages in turn (the active
 * language, then the fallback), else the key itself; then fills in the placeholders.
 */
export const translate = (
  textsOf: (language: string) => Texts | undefined,
  languages: readonly string[],
  key: string,
  options?: TOptions,
): string => {
  for (const language of languages) {
    const texts = textsOf(language);
    if (!texts) continue;
    for (const lookupKey of lookupKeys(key, language, options?.count)) {
      const text = Object.hasOwn(texts, lookupKey) ? texts[lookupKey] : undefined;
      if (text) return interpolate(text, options);
    }
  }
  return interpolate(key, options);
};
