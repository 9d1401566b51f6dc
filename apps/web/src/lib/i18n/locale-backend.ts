import type { Texts } from './translate';

/** Each language's texts as its own chunk, so that a page loads only the languages it shows. */
const locales = import.meta.glob<Texts>('./locales/*.json', { import: 'default' });

/** Loads a language's texts from the build on first use. */
export const loadLocale = async (language: string): Promise<Texts> => {
  const load = locales[`./locales/${language}.json`];
  if (!load) throw new Error(`No texts for the language '${language}'.`);
  return load();
};
