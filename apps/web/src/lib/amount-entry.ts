import type { TFunction } from './i18n/i18n';

/** Cents in a euro: amounts are whole cents, divided only to show them and multiplied only as they are read. */
export const CENTS_PER_EURO = 100;

/** Why an entered amount is no amount. */
export type AmountProblem = 'empty' | 'invalid' | 'decimals' | 'tooLarge';

export type EnteredAmount = { cents: number } | { problem: AmountProblem };

/** The decimal separator and the digit group separator of a locale ('' when its groups are spaced). */
const separatorsOf = (locale: string) => {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? '';
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: /^\s$/u.test(group) ? '' : group,
  };
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount of cents as its field shows it for a change, in the locale: two decimals and no digit groups
 * ('1234,56' in Dutch, '1234.56' in English).
 */
export const centsEntry = (cents: number, locale: string): string =>
  new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / CENTS_PER_EURO);

/** An example of an amount as the locale writes it, digit groups and all ('1.234,56' in Dutch). */
export const amountExample = (locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.56);

/**
 * The cents of an amount in euros as written in the locale: its decimal separator, digit groups of three (or
 * none), at most two decimals, and spaces and a euro sign anywhere; read digit by digit, never through a
 * floating-point number ('1.234,56' in Dutch and '1,234.56' in English are 123456). Anything else is a problem,
 * and so is an amount above `maxCents` (the largest of what it is: a budget's item, a booking).
 */
export const parseCents = (text: string, locale: string, maxCents: number): EnteredAmount => {
  const written = text.replace(/[\s€]/gu, '');
  if (written === '') return { problem: 'empty' };
  const { decimal, group } = separatorsOf(locale);
  const [whole = '', fraction = '', ...rest] = written.split(decimal);
  const grouped = group === '' ? null : new RegExp(`^\\d{1,3}(${escaped(group)}\\d{3})+$`, 'u');
  const digits = grouped?.test(whole) ? whole.split(group).join('') : whole;
  if (rest.length > 0 || !/^\d*$/.test(digits) || !/^\d*$/.test(fraction) || digits + fraction === '') {
    return { problem: 'invalid' };
  }
  if (fraction.length > 2) return { problem: 'decimals' };
  const euros = digits.replace(/^0+/, '');
  // More digits than the largest amount has are too large, and stay clear of floating-point numbers' limits.
  if (euros.length > String(Math.floor(maxCents / CENTS_PER_EURO)).length) return { problem: 'tooLarge' };
  const cents = Number(euros === '' ? '0' : euros) * CENTS_PER_EURO + Number(fraction.padEnd(2, '0'));
  return cents > maxCents ? { problem: 'tooLarge' } : { cents };
};

interface ProblemContext {
  locale: string;
  /** The largest amount, in cents. */
  maxCents: number;
  t: TFunction;
  /** Euros as the locale writes money. */
  money: (euros: number) => string;
}

/** What an entered amount's problem says, in the user's language. */
export const amountProblemText = (problem: AmountProblem, { locale, maxCents, t, money }: ProblemContext) =>
  ({
    empty: t('Enter an amount.'),
    invalid: t('Enter an amount such as {{example}}.', { example: amountExample(locale) }),
    decimals: t('Enter at most 2 decimals.'),
    tooLarge: t('An amount is at most {{amount}}.', { amount: money(maxCents / CENTS_PER_EURO) }),
  })[problem];
