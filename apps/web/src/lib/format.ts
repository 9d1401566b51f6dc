import { CURRENCY, MONEY_FRACTION_DIGITS } from '@vve/contract/constants';
import { useTranslation } from './i18n/i18n';

/**
 * The locale to format in: the browser's own locale when it speaks the active language (so an English UI in a
 * British browser writes dates the British way), else the active language itself.
 */
export const formatLocale = (language: string, browserLanguages: readonly string[] = navigator.languages) =>
  browserLanguages.find((locale) => locale.split('-')[0]?.toLowerCase() === language) ?? language;

/** A calendar date `YYYY-MM-DD` as a local date (not midnight UTC, which is the day before in the west). */
const parseDate = (value: string): Date => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return new Date(value);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
};

export interface Formatters {
  /** Euros with the euro sign and 2 decimals (spec §9). */
  money: (amount: number) => string;
  /** A quantity with up to 2 decimals. */
  quantity: (value: number) => string;
  /** A calendar date or the date of a moment. */
  date: (value: string) => string;
  /** The month and year of a calendar date ('December 2026'). */
  month: (value: string) => string;
  /** A moment with its date and time. */
  dateTime: (value: string) => string;
}

export const createFormatters = (locale: string): Formatters => {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: MONEY_FRACTION_DIGITS,
    maximumFractionDigits: MONEY_FRACTION_DIGITS,
  });
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' });
  return {
    money: (amount) => money.format(amount),
    quantity: (value) => quantity.format(value),
    date: (value) => date.format(parseDate(value)),
    month: (value) => month.format(parseDate(value)),
    dateTime: (value) => dateTime.format(new Date(value)),
  };
};

const cache = new Map<string, Formatters>();

/** The formatters of a locale, made once. */
export const formattersFor = (locale: string): Formatters => {
  let formatters = cache.get(locale);
  if (!formatters) {
    formatters = createFormatters(locale);
    cache.set(locale, formatters);
  }
  return formatters;
};

/** Formatters in the active language (re-rendered when it changes). */
export const useFormatters = (): Formatters => {
  const { i18n } = useTranslation();
  return formattersFor(formatLocale(i18n.language));
};
