import { elementsIn } from '../xml/xml-elements';
import { attributeOf } from '../xml/xml-text';

/**
 * The built-in number formats that show a date or a time: those of every language (14–22, 45–47) and those of
 * Chinese, Japanese, Korean and Thai Excel (27–36, 50–58, 71–81).
 */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81,
]);
/** The first id of a format the workbook defines itself (Excel takes 164 on; other programs less). */
const FIRST_OWN_FORMAT = 100;
const DATE_TOKENS = new Set(
  'd dd ddd dddd m mm mmm mmmm mmmmm y yy yyyy e ee eeee h hh s ss am pm a p aaa aaaa aaaaa'.split(' '),
);

/**
 * Whether a number format's code shows a date or a time (`yyyy-mm-dd`, `[$-413]d mmmm yyyy;@`, `h:mm`): one of
 * its sections has only date and time tokens once quoted and escaped text, brackets and fractions of seconds
 * are taken out. Any number token (0, #, ?, %) makes it a number.
 */
export const isDateFormat = (code: string): boolean =>
  code
    .toLowerCase()
    .replace(/;@$/, '')
    .replace(/\\./g, ' ')
    .split(';')
    .some((section) => {
      const tokens = section
        .replace(/"[^"]*"/g, ' ')
        .replace(/(\[?[smhd]{1,2}\]?)[.,]00?0?/g, '$1')
        .replace(/\[([smhd]{1,2})\]/g, '$1')
        .replace(/\[[^\]]*\]/g, '')
        .split(/[^a-z0#?%]+/)
        .filter((token) => token !== '');
      return tokens.length > 0 && tokens.every((token) => DATE_TOKENS.has(token));
    });

/** Per cell style (the `s` of a cell, in styles.xml's cellXfs): whether it shows a number as a date. */
export const dateStylesOf = (styles: string): boolean[] => {
  const codes = new Map(
    elementsIn(styles, 'numFmt').map(({ tag }) => [
      Number(attributeOf(tag, 'numFmtId')),
      attributeOf(tag, 'formatCode') ?? '',
    ]),
  );
  const formatIds = (list: string) =>
    elementsIn(elementsIn(styles, list)[0]?.inner ?? '', 'xf').map(({ tag }) => ({
      format: attributeOf(tag, 'numFmtId'),
      base: attributeOf(tag, 'xfId'),
    }));
  const baseStyles = formatIds('cellStyleXfs');
  return formatIds('cellXfs').map(({ format, base }) => {
    const id = Number(format ?? (base === undefined ? undefined : baseStyles[Number(base)]?.format));
    return BUILT_IN_DATE_FORMATS.has(id) || (id >= FIRST_OWN_FORMAT && isDateFormat(codes.get(id) ?? ''));
  });
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Excel's day 25,569 is 1 January 1970 (counting 29 February 1900, which never was). */
const UNIX_EPOCH_DAY = 25_569;
/** A workbook that counts from 1904 (old Excel for Mac) is 1,462 days behind. */
const DAYS_1900_TO_1904 = 1_462;

const dateText = (date: Date): string =>
  Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);

/** A date serial number as YYYY-MM-DD (the time of day left out), or '' for one beyond any calendar. */
export const serialDate = (serial: number, from1904: boolean): string =>
  dateText(new Date(Math.floor((serial + (from1904 ? DAYS_1900_TO_1904 : 0) - UNIX_EPOCH_DAY) * DAY_MS)));

/** An ISO 8601 date and time (a cell of type d) as YYYY-MM-DD, or '' for one that is none. */
export const isoDate = (iso: string): string => dateText(new Date(iso));
