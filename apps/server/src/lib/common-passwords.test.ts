import { describe, expect, it } from 'vitest';
import { assertUncommonPassword } from './common-passwords';

const refused = async (password: string) =>
  assertUncommonPassword(password).then(
    () => false,
    () => true,
  );

describe('assertUncommonPassword', () => {
  it.each([
    'password123',
    'qwertyuiop',
    // Issue 30: common Dutch passwords passed, the list was English only.
    'welkom1234',
    'wachtwoord123',
    'Wachtwoord2026!',
    'geheim12345',
    'Passwort2024!',
    'willkommen123',
    'bienvenue2026',
    'soleil123456',
  ])('refuses %s: a common password or word, with digits or signs after it', async (password) => {
    expect(await refused(password)).toBe(true);
  });

  it.each(['een-nieuw-wachtwoord-7', 'kort-en-nu-lang', 'Lekkage bij de voordeur', 'zeeweg-12-haarlem-24'])(
    'takes %s',
    async (password) => {
      expect(await refused(password)).toBe(false);
    },
  );
});
