import type { Language } from '@vve/contract/constants';

/** Each language by its own name, the same in every language of the app. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'Nederlands',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};
