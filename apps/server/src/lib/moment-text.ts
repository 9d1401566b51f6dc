/**
 * Which creation moments a lower-case text is part of, as spec §5's filter compares them: the API's ISO
 * moment (`2023-05-17T10:30:00.000Z`, UTC, to the millisecond), lower-cased. Such a moment has one shape,
 * `dddd-dd-ddtdd:dd:dd.dddz` (years 0001 to 9999, which a request's creation moment, from the server's
 * clock, is in), so a text can be part of one only where it fits that shape.
 * - A text that fits the shape nowhere is part of no moment ('lekkage', '54321').
 * - A text that fits only at the start is a beginning of the moment ('2023', '2023-05', '2023-05-17t10:3'):
 *   the moments that begin with it are those between the first and the last valid moment that do, a range
 *   of creation moments (ISO moments of one shape sort as the moments do), or none ('2023-13').
 * - Any other text ('05-17', '10:30', '12', 't') may be part of a moment anywhere: it is matched as text.
 */
export type MomentMatch = { kind: 'none' } | { kind: 'range'; from: Date; until: Date } | { kind: 'text' };

const SHAPE = 'dddd-dd-ddtdd:dd:dd.dddz';
const isDigit = (char: string) => char >= '0' && char <= '9';

/** Whether the text fits the shape from `offset` on, character by character (UTF-16 units, as `includes`). */
const fitsAt = (text: string, offset: number): boolean => {
  if (offset + text.length > SHAPE.length) return false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const expected = SHAPE.charAt(offset + index);
    if (expected === 'd' ? !isDigit(char) : char !== expected) return false;
  }
  return true;
};

/** A field of the moment: where its digits are in the shape and the values it may take. */
interface Field {
  start: number;
  length: number;
  least: number;
  most: (earlier: number[]) => number;
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 31);

const FIELDS: Field[] = [
  { start: 0, length: 4, least: 1, most: () => 9999 },
  { start: 5, length: 2, least: 1, most: () => 12 },
  { start: 8, length: 2, least: 1, most: ([year = 1, month = 1]) => daysInMonth(year, month) },
  { start: 11, length: 2, least: 0, most: () => 23 },
  { start: 14, length: 2, least: 0, most: () => 59 },
  { start: 17, length: 2, least: 0, most: () => 59 },
  { start: 20, length: 3, least: 0, most: () => 999 },
];

const momentOf = ([year = 1, month = 1, day = 1, hour = 0, minute = 0, second = 0, ms = 0]: number[]) => {
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, day);
  moment.setUTCHours(hour, minute, second, ms);
  return moment;
};

/**
 * The first or last values of the fields of a valid moment that begins with `prefix`, field by field:
 * a field the prefix gives whole is that value (or none, when it is not valid), one it gives in part the
 * least or most valid value with those digits, the others their least or most value.
 */
const boundOf = (prefix: string, end: 'first' | 'last'): number[] | undefined => {
  const values: number[] = [];
  for (const field of FIELDS) {
    const digits = prefix.slice(field.start, field.start + field.length);
    const least = Math.max(field.least, Number(digits.padEnd(field.length, '0')));
    const most = Math.min(field.most(values), Number(digits.padEnd(field.length, '9')));
    if (least > most) return undefined;
    values.push(end === 'first' ? least : most);
  }
  return values;
};

/** What the lower-case, trimmed `text` is part of among creation moments (see MomentMatch). */
export const momentMatch = (text: string): MomentMatch => {
  if (text === '') return { kind: 'text' };
  const offsets = Array.from({ length: SHAPE.length }, (_, offset) => offset).filter((offset) =>
    fitsAt(text, offset),
  );
  if (offsets.length === 0) return { kind: 'none' };
  if (offsets.some((offset) => offset > 0)) return { kind: 'text' };
  const first = boundOf(text, 'first');
  const last = boundOf(text, 'last');
  if (!first || !last) return { kind: 'none' };
  // The API writes a moment to the millisecond, cutting off the microseconds: the last one lasts a
  // millisecond.
  return { kind: 'range', from: momentOf(first), until: new Date(momentOf(last).getTime() + 1) };
};
