import type { Language } from '@vve/contract/constants';

/** The locale each language of the product writes dates and numbers in, in emails and files. */
export const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };
