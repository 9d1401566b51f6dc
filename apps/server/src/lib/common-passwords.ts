import { refusal } from './http-error';

/** How many of each language's most common words count as guessable (its frequency list, most common first). */
const COMMON_WORDS_PER_LANGUAGE = 10_000;

/** Words shorter than this are no password's whole stem worth refusing (`huis` + ten digits is long enough). */
const MIN_STEM_LENGTH = 5;

interface Guessable {
  /** zxcvbn-ts's 49,000 most common passwords. */
  passwords: Set<string>;
  /** The most common words of the product's other languages (English words fill the passwords list already). */
  words: Set<string>;
}

let guessable: Promise<Guessable> | undefined;

/** The lists, loaded on first use (decompressing them costs ~100 ms). */
const loadGuessable = () =>
  (guessable ??= Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-nl-be'),
    import('@zxcvbn-ts/language-de'),
    import('@zxcvbn-ts/language-fr'),
  ]).then(([common, nl, de, fr]) => ({
    passwords: new Set(common.dictionary['passwords-common']),
    words: new Set(
      [nl.dictionary.commonWords, de.dictionary.commonWords, fr.dictionary['commonWords-fr']].flatMap(
        (list) => list.slice(0, COMMON_WORDS_PER_LANGUAGE),
      ),
    ),
  })));

/** A password without the digits and signs at its end: what people add to a word to pass a rule. */
const stemOf = (password: string) => password.replace(/[^\p{L}]+$/u, '');

/**
 * Refuses a common password (compared without regard to case), also with digits or signs after it, and a common
 * word of Dutch, German or French with digits or signs after it (`welkom1234`, `Passwort2024!`).
 */
export const assertUncommonPassword = async (password: string): Promise<void> => {
  const { passwords, words } = await loadGuessable();
  const lower = password.toLowerCase();
  const stem = stemOf(lower);
  if (passwords.has(lower) || (stem.length >= MIN_STEM_LENGTH && (passwords.has(stem) || words.has(stem)))) {
    throw refusal('commonPassword');
  }
};
