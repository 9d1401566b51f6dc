import { useSyncExternalStore } from 'react';
import { loadLocale } from './locale-backend';
import { translate, type Texts, type TFunction } from './translate';

export type { InterpolationValue, TFunction, TOptions } from './translate';

/** The UI languages (spec §1); the English source text is the key. */
export const languages = ['nl', 'en', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];

/** The language whose texts stand in for a missing translation (and the language of last resort). */
export const fallbackLanguage: Language = 'en';

/** The UI language of a code such as `nl-NL` (or `nl_NL`): its language part, if the app speaks it. */
export const supportedLanguage = (code: string | undefined): Language | undefined => {
  const part = code?.split(/[-_]/)[0]?.toLowerCase();
  return languages.find((language) => language === part);
};

/** The browser's preferred UI language: the first of its languages that the app speaks, else English. */
export const detectLanguage = (
  codes: readonly (string | undefined)[] = [navigator.languages, navigator.language].flat(),
): Language => {
  for (const code of codes) {
    const language = supportedLanguage(code);
    if (language) return language;
  }
  return fallbackLanguage;
};

/** The languages to look a text up in, in order: the language itself, then the fallback. */
const lookupLanguages = (language: Language): Language[] =>
  language === fallbackLanguage ? [language] : [language, fallbackLanguage];

const loadedTexts = new Map<string, Texts>();
const loads = new Map<Language, Promise<void>>();

/** Loads the languages' texts once; a language whose texts fail to load shows the fallback's. */
const loadLanguages = async (languagesToLoad: readonly Language[]): Promise<void> => {
  await Promise.all(
    languagesToLoad.map((language) => {
      let load = loads.get(language);
      if (!load) {
        load = loadLocale(language).then(
          (texts) => {
            loadedTexts.set(language, texts);
          },
          () => {
            loads.delete(language); // a later language change tries again
          },
        );
        loads.set(language, load);
      }
      return load;
    }),
  );
};

let activeLanguage = detectLanguage();
let requestedLanguage: Language | undefined;
const listeners = new Set<() => void>();

/** The UI language of a code; a language the app does not speak is English. */
const uiLanguage = (code: string) => supportedLanguage(code) ?? fallbackLanguage;

const textsOf = (language: string) => loadedTexts.get(language);

const t: TFunction = (key, options) =>
  translate(textsOf, lookupLanguages(options?.lng ? uiLanguage(options.lng) : activeLanguage), key, options);

/**
 * Switches the UI language once its texts (and the fallback's) are loaded, and sets it on the page. Without a
 * language, it is detected from the browser; a language the app does not speak is English. When switches
 * overlap, the last one requested wins.
 */
const changeLanguage = async (code?: string): Promise<void> => {
  const language = code === undefined ? detectLanguage() : uiLanguage(code);
  requestedLanguage = language;
  await loadLanguages(lookupLanguages(language));
  if (requestedLanguage !== language) return;
  activeLanguage = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
};

/** The app's translations: the active language, the translate function and the language switch. */
export const i18n = {
  /** The active UI language, always one of `languages`. */
  get language(): Language {
    return activeLanguage;
  },
  /** Translates into the active language (or the `lng` option's), else English, else the key itself. */
  t,
  changeLanguage,
  loadLanguages,
};

/** Settles once the texts of the browser's language (and of the English fallback) are loaded. */
export const i18nReady = changeLanguage(activeLanguage);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getLanguage = () => activeLanguage;

/**
 * One translate function per language: a component's `t` changes identity when the language changes (so that
 * memos and effects that depend on it run again), and translates, like i18next's, into the language active
 * when it is called.
 */
const translators = new Map<Language, TFunction>();
const translatorFor = (language: Language): TFunction => {
  let translator = translators.get(language);
  if (!translator) {
    translator = (key, options) => t(key, options);
    translators.set(language, translator);
  }
  return translator;
};

/** The translate function and the i18n object, for a component that re-renders when the language changes. */
export const useTranslation = () => {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  return { t: translatorFor(language), i18n };
};
