import { z } from 'zod';

/** Lengths of the IBANs of the countries this product meets (SEPA; ISO 13616's registry). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** An IBAN as people write it ('NL91 ABNA 0417 1643 00'): without spaces, upper-case. */
export const normalizeIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** Whether an IBAN (normalised) has its country's length and a valid mod-97 check (ISO 13616). */
export const isValidIban = (iban: string): boolean => {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
};

/** An IBAN in a form: normalised, and refused with a message unless its checksum holds. */
export const Iban = z
  .string()
  .max(64)
  .transform(normalizeIban)
  .refine(isValidIban, 'This is not a valid IBAN: check the account number.');
