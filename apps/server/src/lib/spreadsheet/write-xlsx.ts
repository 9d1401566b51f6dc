import { strToU8, Zip, ZipDeflate } from 'fflate';
import { xmlEscaped } from '../xml/xml-text';
import { nextTurn, ROWS_AT_A_TIME, type ExportCell, type ExportTable } from './export-table';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The most characters a cell holds in Excel: a longer text is cut there. */
export const MAX_CELL_TEXT = 32_767;

/** A column's letters: 0 is A, 26 is AA. */
export const columnName = (index: number): string => {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
};

/**
 * One cell: a number as a number, a text as an inline string (never a formula, whatever it starts with, so
 * nothing needs neutralising), nothing as no cell. `style` 1 is the header's bold.
 */
const cellXml = (cell: ExportCell, reference: string, style: number): string => {
  const styled = style === 0 ? '' : ` s="${String(style)}"`;
  if (cell === null) return '';
  if (typeof cell === 'number') {
    return Number.isFinite(cell) ? `<c r="${reference}"${styled}><v>${String(cell)}</v></c>` : '';
  }
  // A surrogate pair cut in two leaves a lone half, which xmlEscaped leaves out.
  const text = xmlEscaped(cell.slice(0, MAX_CELL_TEXT));
  return `<c r="${reference}"${styled} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
};

const rowXml = (cells: readonly ExportCell[], row: number, style = 0): string =>
  `<row r="${String(row)}">${cells.map((cell, column) => cellXml(cell, `${columnName(column)}${String(row)}`, style)).join('')}</row>`;

/** A sheet's name as Excel allows it: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string): string => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** The package's parts and their types: the workbook, its styles and each sheet. */
const contentTypes = (sheets: number) =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CONTENT}.sheet.main+xml"/>${sheetNumbers(
    sheets,
  )
    .map(
      (number) =>
        `<Override PartName="/xl/worksheets/sheet${number}.xml" ContentType="${CONTENT}.worksheet+xml"/>`,
    )
    .join('')}<Override PartName="/xl/styles.xml" ContentType="${CONTENT}.styles+xml"/></Types>`;
const PACKAGE_RELS = `${XML}<Relationships xmlns="${PACKAGE_RELATIONS}"><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
/** The workbook's parts: its sheets (rId1, rId2, …) and, after them, its styles. */
const workbookRels = (sheets: number) =>
  `${XML}<Relationships xmlns="${PACKAGE_RELATIONS}">${sheetNumbers(sheets)
    .map(
      (number) =>
        `<Relationship Id="rId${number}" Type="${RELATIONS}/worksheet" Target="worksheets/sheet${number}.xml"/>`,
    )
    .join(
      '',
    )}<Relationship Id="rId${String(sheets + 1)}" Type="${RELATIONS}/styles" Target="styles.xml"/></Relationships>`;
/** Two cell formats: the default, and bold for the header row. */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** The numbers of a workbook's sheets, from 1. */
const sheetNumbers = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

const workbookXml = (names: readonly string[]) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheets>${names
    .map(
      (name, index) =>
        `<sheet name="${xmlEscaped(sheetName(name))}" sheetId="${String(index + 1)}" r:id="rId${String(index + 1)}"/>`,
    )
    .join('')}</sheets></workbook>`;

/** The sheet's start: the header row stays in view when scrolling. */
const SHEET_START = `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/** A sheet of a workbook: its name and its table. */
export interface WorkbookSheet {
  name: string;
  table: ExportTable;
}

/**
 * Tables as an Excel workbook (.xlsx), a sheet per table (the first is the one an import reads): the headers in
 * bold in the first row (kept in view), then a row per row. A minimal workbook of its own, zipped with fflate:
 * inline strings (no shared strings table), numbers as numbers. Sheets are packed a few thousand rows at a time,
 * other requests served between them.
 */
export const writeWorkbook = async (sheets: readonly WorkbookSheet[]): Promise<Buffer> => {
  const chunks: Uint8Array[] = [];
  const failures: Error[] = [];
  const zip = new Zip((error, data) => {
    if (error) failures.push(error);
    else chunks.push(data);
  });
  const add = (path: string, text: string) => {
    const file = new ZipDeflate(path, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };
  add('[Content_Types].xml', contentTypes(sheets.length));
  add('_rels/.rels', PACKAGE_RELS);
  add('xl/workbook.xml', workbookXml(sheets.map((sheet) => sheet.name)));
  add('xl/_rels/workbook.xml.rels', workbookRels(sheets.length));
  add('xl/styles.xml', STYLES);
  for (const [index, { table }] of sheets.entries()) {
    const sheet = new ZipDeflate(`xl/worksheets/sheet${String(index + 1)}.xml`, { level: 6 });
    zip.add(sheet);
    sheet.push(strToU8(SHEET_START + rowXml(table.headers, 1, 1)));
    for (let start = 0; start < table.rows.length; start += ROWS_AT_A_TIME) {
      await nextTurn();
      const rows = table.rows.slice(start, start + ROWS_AT_A_TIME);
      sheet.push(strToU8(rows.map((cells, row) => rowXml(cells, start + row + 2)).join('')));
    }
    sheet.push(strToU8(SHEET_END), true);
  }
  zip.end();
  if (failures[0]) throw failures[0];
  return Buffer.concat(chunks);
};

/** A list as an Excel workbook of one sheet named `name` (see writeWorkbook). */
export const writeXlsx = (table: ExportTable, name: string): Promise<Buffer> =>
  writeWorkbook([{ name, table }]);
