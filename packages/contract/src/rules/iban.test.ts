import { describe, expect, it } from 'vitest';
import { Iban, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it.each([
    'NL91ABNA0417164300',
    'NL44RABO0123456789',
    'NL20INGB0001234567',
    'DE89370400440532013000',
    'BE68539007547034',
    'FR1420041010050500013M02606',
    'GB29NWBK60161331926819',
  ])('accepts %s, whose checksum holds', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a changed digit', 'NL91ABNA0417164301'],
    ['two digits swapped', 'NL91ABNA0417163400'],
    ['a wrong length for its country', 'NL91ABNA04171643000'],
    ['an unknown country', 'XX91ABNA0417164300'],
    ['letters in the check digits', 'NLAAABNA0417164300'],
    ['nothing', ''],
  ])('refuses %s', (_, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('reads an IBAN as people write it, and says what is wrong otherwise', () => {
    expect(normalizeIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
    expect(Iban.parse('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(Iban.safeParse('NL91 ABNA 0417 1643 01').error?.issues[0]?.message).toBe(
      'This is not a valid IBAN: check the account number.',
    );
  });
});
