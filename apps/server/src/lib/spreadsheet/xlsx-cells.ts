import { hasText, MAX_COLUMNS, type SheetCell } from './sheet-rows';
import { isoDate, serialDate } from './xlsx-dates';
import { elementStream, elementsIn } from '../xml/xml-elements';
import { attributeOf, xmlText } from '../xml/xml-text';

/**
 * A string of a workbook as Excel means it: XML text, then the workbook's own escapes of characters XML cannot
 * hold (`_x000D_`, ECMA-376 ST_Xstring; `_x005F_` escapes the `_`).
 */
const excelText = (raw: string): string => {
  const text = xmlText(raw);
  return text.includes('_x')
    ? text.replace(/_x([\da-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
};

/** What the cells of a sheet refer to: the shared strings, which styles show dates, and the date system. */
export interface WorkbookContext {
  strings: string[];
  dateStyles: boolean[];
  from1904: boolean;
}

const PHONETIC_RUNS = /<(?:[\w.-]+:)?rPh\b[\s\S]*?<\/(?:[\w.-]+:)?rPh>/g;
/** The one `<t>` of a string item without runs: most strings. */
const PLAIN_TEXT = /^<(?:[\w.-]+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?t>$/;
const RUN_TEXT = /<(?:[\w.-]+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:[\w.-]+:)?t>/g;
const VALUE = /<(?:[\w.-]+:)?v(?:\s[^>]*)?>([^<]*)</;

/** The text of a string item (`<si>` of the shared strings, `<is>` of a cell): its runs, without phonetics. */
export const stringItemText = (inner: string): string => {
  const plain = PLAIN_TEXT.exec(inner);
  if (plain) return excelText(plain[1] ?? '');
  const runs = inner.includes('rPh') ? inner.replace(PHONETIC_RUNS, '') : inner;
  let text = '';
  for (const [, run = ''] of runs.matchAll(RUN_TEXT)) text += run;
  return excelText(text);
};

/** A number as it shows: without binary noise (0.1 + 0.2 is 0.3). */
const numberText = (value: string): string => {
  const number = Number(value);
  if (value.trim() === '' || Number.isNaN(number)) throw new Error(`A number cell holds '${value}'`);
  return String(Number(number.toPrecision(15)));
};

/** A cell as the text it shows: a date as YYYY-MM-DD, a boolean as true or false, an error as its code. */
const cellText = (tag: string, inner: string, workbook: WorkbookContext): string => {
  const type = attributeOf(tag, 't') ?? 'n';
  if (type === 'inlineStr') return stringItemText(elementsIn(inner, 'is')[0]?.inner ?? '');
  const value = xmlText(VALUE.exec(inner)?.[1] ?? '');
  switch (type) {
    case 's': {
      if (value === '') return '';
      const text = workbook.strings[Number(value)];
      if (text === undefined) throw new Error(`No shared string ${value}`);
      return text;
    }
    case 'str':
    case 'e':
      return value;
    case 'b':
      return value === '1' ? 'true' : 'false';
    case 'd':
      return isoDate(value);
    case 'n': {
      if (value === '') return '';
      const style = Number(attributeOf(tag, 's') ?? 0);
      return workbook.dateStyles[style] ? serialDate(Number(value), workbook.from1904) : numberText(value);
    }
    default:
      throw new Error(`Unknown cell type ${type}`);
  }
};

/** A column's index from a cell's reference: A1 is 0, AB7 is 27. */
const columnOf = (reference: string): number => {
  const letters = /^[A-Z]{1,3}/.exec(reference)?.[0] ?? '';
  let index = 0;
  for (let at = 0; at < letters.length; at += 1) index = index * 26 + letters.charCodeAt(at) - 64;
  return index - 1;
};

/**
 * The cells with text of a row (`<row>`'s inner XML), in their columns' order, each column once (a cell without
 * a reference follows the one before), so that a row has at most MAX_COLUMNS cells.
 */
export const rowCells = (inner: string, workbook: WorkbookContext): SheetCell[] => {
  const cells: SheetCell[] = [];
  let column = -1;
  elementStream('c', ({ tag, inner: content }) => {
    const reference = attributeOf(tag, 'r');
    const next = reference === undefined ? column + 1 : columnOf(reference);
    if (next <= column || next >= MAX_COLUMNS)
      throw new Error(`Cell ${reference ?? next} is out of order or beyond XFD`);
    column = next;
    const text = cellText(tag, content, workbook);
    if (hasText(text)) cells.push({ column, text });
  })(inner);
  return cells;
};
