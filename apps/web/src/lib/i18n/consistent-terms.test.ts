import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

type Translated = 'nl' | 'de' | 'fr';

/**
 * A thing the English texts name with one word, and the word each language names it with. Every key whose
 * English text uses the word must use that language's word too, so that a tab and the heading under it (or a
 * list and the selected item) name the same thing the same way.
 */
interface Term {
  english: RegExp;
  words: Record<Translated, RegExp>;
}

const TERMS: Term[] = [
  { english: /\brecent\b/i, words: { nl: /recent/i, de: /neueste/i, fr: /récente/i } },
  { english: /\brequests?\b/i, words: { nl: /verzoek/i, de: /anfrage/i, fr: /demande/i } },
  { english: /\breports?\b/i, words: { nl: /meld/i, de: /meld/i, fr: /signal/i } },
  { english: /\bviewpoints?\b/i, words: { nl: /standpunt/i, de: /ansicht/i, fr: /point de vue/i } },
  { english: /\bupload/i, words: { nl: /[uü]pload/i, de: /hoch(ge)?lad/i, fr: /télévers/i } },
  { english: /\bmodels?\b/i, words: { nl: /model/i, de: /modell/i, fr: /modèle/i } },
  { english: /\belements?\b/i, words: { nl: /element/i, de: /element/i, fr: /élément/i } },
  { english: /\bstoreys?\b/i, words: { nl: /verdieping/i, de: /geschoss/i, fr: /étage/i } },
  { english: /\bspaces?\b/i, words: { nl: /ruimte/i, de: /raum/i, fr: /espace/i } },
  { english: /\bphotos?\b/i, words: { nl: /foto/i, de: /foto/i, fr: /photo/i } },
  { english: /\bcomplex(es)?\b/i, words: { nl: /complex/i, de: /wohnanlage/i, fr: /copropriété/i } },
  { english: /\bcontracts?\b/i, words: { nl: /contract/i, de: /vertr[aä]g/i, fr: /contrat/i } },
  { english: /\binspections?\b/i, words: { nl: /inspectie/i, de: /inspektion/i, fr: /inspection/i } },
  {
    english: /\bperformed inspections?\b/i,
    words: { nl: /uitgevoerd/i, de: /durchgeführt/i, fr: /réalisée/i },
  },
  { english: /\btasks?\b/i, words: { nl: /ta(ak|ken)/i, de: /aufgabe/i, fr: /tâche/i } },
  {
    english: /\bwork (orders?|assignments?)\b/i,
    words: { nl: /werkbon/i, de: /arbeitsauftr/i, fr: /bons? de travail/i },
  },
  { english: /\bfindings?\b/i, words: { nl: /bevinding/i, de: /feststellung/i, fr: /constatation/i } },
  { english: /\bmeetings?\b/i, words: { nl: /vergadering/i, de: /versammlung/i, fr: /assemblée/i } },
  { english: /\bunits?\b/i, words: { nl: /woning/i, de: /wohneinheit/i, fr: /logement/i } },
];

const locales: Record<Translated, Record<string, string>> = { nl, de, fr };

/** A text without its `{{placeholders}}`, whose names are not words a user reads. */
const words = (text: string) => text.replace(/\{\{\w+\}\}/g, '');

/** The keys whose English text names the term while a language's text does not use its word, as 'lang: key'. */
const inconsistent = (term: Term): string[] =>
  Object.entries(en)
    .filter(([, english]) => term.english.test(words(english)))
    .flatMap(([key]) =>
      (Object.keys(locales) as Translated[])
        .filter((language) => !term.words[language].test(words(locales[language][key] ?? '')))
        .map((language) => `${language}: ${key} → ${locales[language][key] ?? ''}`),
    );

/** The informal 'you' of each language: the app says 'u', 'Sie' and 'vous' everywhere. */
const INFORMAL: Record<Translated, RegExp> = {
  nl: /(?<!\p{L})(je|jij|jou|jouw)(?!\p{L})/iu,
  de: /(?<!\p{L})(du|dich|dir|dein\p{L}*)(?!\p{L})/iu,
  fr: /(?<!\p{L})(tu|toi|ton|ta|tes)(?!\p{L})/iu,
};

describe('translations', () => {
  it.each(TERMS.map((term) => [term.english.source, term] as const))(
    'name what %s names with one word in each language',
    (_, term) => {
      expect(inconsistent(term)).toEqual([]);
    },
  );

  it.each(Object.keys(locales) as Translated[])('address the user formally in %s', (language) => {
    expect(Object.values(locales[language]).filter((text) => INFORMAL[language].test(text))).toEqual([]);
  });
});
