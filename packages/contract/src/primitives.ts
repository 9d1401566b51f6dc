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

/** A record id in a path or query: the text of a positive integer. */
export const IdParam = z.coerce.number().int().positive().max(MAX_ID);

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
