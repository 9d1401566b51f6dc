import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ExportTable } from './export-table';
import { readSpreadsheet } from './read-spreadsheet';
import { csvField, writeCsv } from './write-csv';
import { columnName, MAX_CELL_TEXT, writeXlsx } from './write-xlsx';

/** The rows read back by the import's own reader, each as its texts by column ('' where empty). */
const readBack = async (bytes: Buffer): Promise<string[][]> => {
  const rows: string[][] = [];
  await readSpreadsheet(bytes, ({ cells }) => {
    const texts: string[] = [];
    for (const { column, text } of cells) texts[column] = text;
    rows.push(Array.from(texts, (text: string | undefined) => text ?? ''));
  });
  return rows;
};

const TABLE: ExportTable = {
  headers: ['Omschrijving', 'Aantal', 'Bedrag'],
  rows: [
    ['Lekkage in de keuken, één kraan; "druppelt"', 3, 1250.5],
    ['=HYPERLINK("https://evil.example","klik")', -2, null],
    ['+31 6 1234', 0, 0.25],
    ['-fout', null, null],
    ['@SUM(A1)', null, null],
    ['\t=1+1', null, null],
    ['Crème brûlée\nachterhuis', null, null],
  ],
};

describe('writing a CSV file', () => {
  it('starts with the byte order mark and separates by semicolons, lines ended by CRLF', async () => {
    const text = (await writeCsv(TABLE)).toString('utf8');
    expect(text.startsWith('\uFEFFOmschrijving;Aantal;Bedrag\r\n')).toBe(true);
    expect(text.split('\r\n')[1]).toBe('"Lekkage in de keuken, één kraan; ""druppelt""";3;1250,5');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('neutralises texts that a spreadsheet would take for a formula, and leaves numbers as they are', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+31')).toBe("'+31");
    expect(csvField('-fout')).toBe("'-fout");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(csvField('a=1')).toBe('a=1');
    expect(csvField(-2)).toBe('-2');
    expect(csvField(0.25)).toBe('0,25');
    expect(csvField(null)).toBe('');
    expect(csvField(' spaties ')).toBe('" spaties "');
  });

  it('reads back with the import reader as it was written, accents and line breaks intact', async () => {
    expect(await readBack(await writeCsv(TABLE))).toEqual([
      ['Omschrijving', 'Aantal', 'Bedrag'],
      ['Lekkage in de keuken, één kraan; "druppelt"', '3', '1250,5'],
      ['\'=HYPERLINK("https://evil.example","klik")', '-2'],
      ["'+31 6 1234", '0', '0,25'],
      ["'-fout"],
      ["'@SUM(A1)"],
      ["'\t=1+1"],
      ['Crème brûlée\nachterhuis'],
    ]);
  });

  it('writes every row of a long list', async () => {
    const rows = Array.from({ length: 5_001 }, (_, index) => [`rij ${String(index)}`, index]);
    const read = await readBack(await writeCsv({ headers: ['Naam', 'Nr'], rows }));
    expect(read).toHaveLength(5_002);
    expect(read.at(-1)).toEqual(['rij 5000', '5000']);
  });
});

describe('writing an Excel workbook', () => {
  it('reads back with the import reader: headers, texts as they are (no formula), numbers', async () => {
    expect(await readBack(await writeXlsx(TABLE, 'Meldingen'))).toEqual([
      ['Omschrijving', 'Aantal', 'Bedrag'],
      ['Lekkage in de keuken, één kraan; "druppelt"', '3', '1250.5'],
      ['=HYPERLINK("https://evil.example","klik")', '-2'],
      ['+31 6 1234', '0', '0.25'],
      ['-fout'],
      ['@SUM(A1)'],
      ['\t=1+1'],
      ['Crème brûlée\nachterhuis'],
    ]);
  });

  it('is a workbook of one named sheet, texts inline, numbers as numbers, the header bold and kept in view', async () => {
    const parts = unzipSync(await writeXlsx(TABLE, 'Werk/orders [2026]: een heel lange naam'));
    expect(Object.keys(parts).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const part = (path: string) => strFromU8(parts[path] ?? new Uint8Array());
    expect(part('xl/workbook.xml')).toContain('<sheet name="Werk orders  2026   een heel la"');
    const sheet = part('xl/worksheets/sheet1.xml');
    expect(sheet).toContain(
      '<c r="A1" s="1" t="inlineStr"><is><t xml:space="preserve">Omschrijving</t></is></c>',
    );
    expect(sheet).toContain('<c r="B2"><v>3</v></c><c r="C2"><v>1250.5</v></c>');
    expect(sheet).toContain('state="frozen"');
    expect(sheet).not.toContain('<f>');
  });

  it('escapes markup, leaves out what XML cannot hold and cuts a text at what a cell holds', async () => {
    const long = 'x'.repeat(MAX_CELL_TEXT + 10);
    const bytes = await writeXlsx(
      { headers: ['Tekst'], rows: [['<b>a & b</b>\u0001\u0007 \uD800c'], [long]] },
      'Lijst',
    );
    expect(await readBack(bytes)).toEqual([['Tekst'], ['<b>a & b</b> c'], ['x'.repeat(MAX_CELL_TEXT)]]);
  });

  it('writes every row of a long list', async () => {
    const rows = Array.from({ length: 5_001 }, (_, index) => [`rij ${String(index)}`, index]);
    const read = await readBack(await writeXlsx({ headers: ['Naam', 'Nr'], rows }, 'Lijst'));
    expect(read).toHaveLength(5_002);
    expect(read.at(-1)).toEqual(['rij 5000', '5000']);
  });

  it('names columns as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 701, 702, 16_383].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
});
