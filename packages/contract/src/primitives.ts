import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds; a larger id can never exist. */
export const MAX_ID = 2_147_483_647;
/** Upper bound of free texts (descriptions, findings). */
export const MAX_TEXT_LENGTH = 5000;
/** Upper bound of names and short labels. */
export const MAX_NAME_LENGTH = 255;

/** A record id in a JSON body or answer. */
export const Id = z.number().int().positive().max(MAX_ID);
export type Id = z.infer<typeof Id>;

/** A whole number written as people write it: no sign, no leading zeros, no `0x1`, `1e0` or `1.0`. */
const CANONICAL_WHOLE_NUMBER = /^[1-9][0-9]*$/;

/** The text of a positive whole number in a path or query, canonical decimal only, as a number. */
const wholeNumberText = (what: string) =>
  z.preprocess(
    // A client fills a path with numbers; a server reads it as text.
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string()
      .regex(
        CANONICAL_WHOLE_NUMBER,
        `${what} must be a whole number written in digits, without leading zeros`,
      )
      .transform(Number),
  );

/** A record id in a path or query: the text of a positive integer. */
export const IdParam = wholeNumberText('An id').pipe(z.number().max(MAX_ID));

/** A page number in a path: the text of a positive integer. */
export const PageNumberParam = wholeNumberText('A page number').pipe(z.number().max(MAX_ID));

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();
/** A moment, ISO 8601 with `Z` or an offset. */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** An amount of money in euros. */
export const Euros = z.number();

/** A free text that a user writes. */
export const LongText = z.string().max(MAX_TEXT_LENGTH);
/** A name or short label. */
export const Name = z.string().max(MAX_NAME_LENGTH);

/** Whether a number has at most two decimals (whole cents, hundredths of a metre), allowing for binary fractions. */
export const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
