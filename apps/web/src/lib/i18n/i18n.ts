import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

/** The UI languages (spec §1); the English source text is the key. */
export const languages = ['nl', 'en', 'de', 'fr'] as const;

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = i18n.resolvedLanguage ?? language;
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      nl: { translation: nl },
      en: { translation: en },
      de: { translation: de },
      fr: { translation: fr },
    },
    supportedLngs: languages,
    fallbackLng: 'en',
    load: 'languageOnly',
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    detection: { order: ['navigator'], caches: [] },
    initAsync: false,
  });
