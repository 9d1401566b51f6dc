import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { readSpreadsheet } from './read-spreadsheet';
import type { SheetRow } from './sheet-rows';
import { elementStream, type XmlElement } from '../xml/xml-elements';

/** The rows read, as [row, { column: text }]. */
const read = async (bytes: Uint8Array) => {
  const rows: SheetRow[] = [];
  await readSpreadsheet(bytes, (row) => rows.push(row));
  return rows.map(({ row, cells }) => [
    row,
    Object.fromEntries(cells.map(({ column, text }) => [column, text])),
  ]);
};

const refusal = async (bytes: Uint8Array) => {
  const error: unknown = await read(bytes).catch((thrown: unknown) => thrown);
  return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
};

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook whose first sheet has this `<sheetData>`, with shared strings and styles when given. */
const workbookParts = (
  sheetData: string,
  { strings, styles, from1904 = false }: { strings?: string; styles?: string; from1904?: boolean } = {},
) => ({
  'xl/workbook.xml': strToU8(
    `<workbook ${MAIN} xmlns:r="${RELATIONS}"><workbookPr date1904="${from1904 ? 1 : 0}"/><sheets><sheet name="Eerste" sheetId="3" r:id="rId7"/><sheet name="Tweede" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  'xl/_rels/workbook.xml.rels': strToU8(
    `<Relationships><Relationship Id="rId1" Type="${RELATIONS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="${RELATIONS}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId8" Type="${RELATIONS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId9" Type="${RELATIONS}/styles" Target="styles.xml"/></Relationships>`,
  ),
  'xl/worksheets/sheet1.xml': strToU8(
    `<worksheet ${MAIN}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>second sheet</t></is></c></row></sheetData></worksheet>`,
  ),
  'xl/worksheets/sheet2.xml': strToU8(`<worksheet ${MAIN}><sheetData>${sheetData}</sheetData></worksheet>`),
  ...(strings !== undefined && { 'xl/sharedStrings.xml': strToU8(`<sst ${MAIN}>${strings}</sst>`) }),
  ...(styles !== undefined && { 'xl/styles.xml': strToU8(`<styleSheet ${MAIN}>${styles}</styleSheet>`) }),
});

const workbook = (...args: Parameters<typeof workbookParts>) => zipSync(workbookParts(...args));

describe('reading a CSV file', () => {
  it('reads quoted values, doubled quotes, line breaks in quotes, and numbers rows as a spreadsheet does', async () => {
    const text =
      '\uFEFFcomplex;unit_index;"unit;address"\r\n"VvE ""Kade""";1;"Kade 1\nachterhuis"\r\n\r\n ; \t;\rVvE;2;Kade 2;\n';
    expect(await read(Buffer.from(text))).toEqual([
      [1, { 0: 'complex', 1: 'unit_index', 2: 'unit;address' }],
      [2, { 0: 'VvE "Kade"', 1: '1', 2: 'Kade 1\nachterhuis' }],
      // Row 3 is empty and row 4 holds only spaces: counted, not passed on.
      [5, { 0: 'VvE', 1: '2', 2: 'Kade 2' }],
    ]);
    expect(await read(Buffer.from('a,b,c\n,,x'))).toEqual([
      [1, { 0: 'a', 1: 'b', 2: 'c' }],
      [2, { 2: 'x' }],
    ]);
  });

  it('names the line of a quote that is never closed or stands inside a value', async () => {
    const unreadable = (line: number, problem: string) => ({
      status: 400,
      message: `The CSV file cannot be read at line ${line}: ${problem}.`,
    });
    const inside =
      'a quote stands inside a value: put the whole value between quotes, and double the quotes in it';
    expect(await refusal(Buffer.from('a,b\n"x\ny",1\n"open,2\n3,4\n'))).toEqual(
      unreadable(4, 'a quote is opened and never closed'),
    );
    expect(await refusal(Buffer.from('a,b\nKade "1",2\n'))).toEqual(unreadable(2, inside));
    expect(await refusal(Buffer.from('a,b\n"x\n"y,2\n'))).toEqual(unreadable(3, inside));
  });

  it('stops at the first row past the limit, and at a line of more columns than a spreadsheet has', async () => {
    const rows: number[] = [];
    const tooMany = Buffer.from(`a\n${'x\n'.repeat(20_001)}"never closed\n`);
    const error: unknown = await readSpreadsheet(tooMany, ({ row }) => rows.push(row)).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('more than 20,000 rows') as unknown,
    });
    expect(rows).toHaveLength(20_001);
    expect(await refusal(Buffer.from(`a\n${'\n'.repeat(100_000)}x\n`))).toMatchObject({ status: 400 });
    expect(await refusal(Buffer.from(`a\n${','.repeat(16_384)}\n`))).toMatchObject({
      status: 400,
      message: expect.stringContaining('more than 16,384 columns') as unknown,
    });
  });
});

describe('reading an XLSX workbook', () => {
  it('reads the first sheet: shared and inline strings, numbers, booleans, dates and errors as they show', async () => {
    const strings =
      '<si><t>complex</t></si><si><r><rPr><b/></rPr><t xml:space="preserve">VvE </t></r><r><t>&amp; co_x000D_</t></r><rPh><t>ふり</t></rPh></si>';
    const styles =
      '<numFmts count="1"><numFmt numFmtId="164" formatCode="[$-413]dd/mm/yyyy;@"/><numFmt numFmtId="165" formatCode="0.00&quot; m2&quot;"/></numFmts>' +
      '<cellStyleXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="5"><xf numFmtId="0" xfId="0"/><xf numFmtId="14" xfId="0"/><xf numFmtId="164" xfId="0"><alignment/></xf><xf numFmtId="165"/><xf xfId="1"/></cellXfs>';
    const sheet =
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>a &lt; b</t></is></c></row>' +
      '<row r="3" spans="1:9"><c r="A3" t="s"><v>1</v></c><c><v>0.30000000000000004</v></c><c r="D3" s="1"><v>45839</v></c>' +
      '<c r="E3" s="2"><v>45840.75</v></c><c r="F3" s="3"><v>12.5</v></c><c r="G3" s="4"><v>45841</v></c>' +
      '<c r="H3" t="b"><v>0</v></c><c r="I3" t="e"><v>#N/A</v></c><c r="J3" t="str"><f>A1</f><v>x</v></c>' +
      '<c r="K3" t="d"><v>2026-02-03T10:00:00Z</v></c><c r="L3" s="1"/><c r="M3" t="inlineStr"><is><t> </t></is></c></row>' +
      '<row><c r="B4"><v>7</v></c></row>';
    expect(await read(workbook(sheet, { strings, styles }))).toEqual([
      [1, { 0: 'complex', 2: 'a < b' }],
      [
        3,
        {
          0: 'VvE & co\r',
          1: '0.3',
          3: '2025-07-01',
          4: '2025-07-02',
          5: '12.5',
          6: '2025-07-03',
          7: 'false',
          8: '#N/A',
          9: 'x',
          10: '2026-02-03',
        },
      ],
      [4, { 1: '7' }],
    ]);
    expect(
      await read(workbook('<row r="1"><c r="A1" s="1"><v>0</v></c></row>', { styles, from1904: true })),
    ).toEqual([[1, { 0: '1904-01-01' }]]);
  });

  it('reads elements with a namespace prefix, and elements split across the pieces the sheet unpacks in', async () => {
    const prefixed = zipSync({
      'xl/workbook.xml': strToU8(
        `<x:workbook xmlns:x="m" xmlns:r="${RELATIONS}"><x:sheets><x:sheet name="S" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<Relationships><Relationship Id="rId1" Type="${RELATIONS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        '<x:worksheet xmlns:x="m"><x:sheetData><x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:t>b</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>',
      ),
    });
    expect(await read(prefixed)).toEqual([[2, { 1: 'b' }]]);

    const xml = `<sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="2"/><row r="3">${'<c/>'.repeat(100)}<c r="CW3"><v>3</v></c></row></sheetData>`;
    const whole: XmlElement[] = [];
    elementStream('row', (element) => whole.push(element))(xml);
    const inPieces: XmlElement[] = [];
    const push = elementStream('row', (element) => inPieces.push(element));
    for (const character of xml) push(character);
    expect(inPieces).toEqual(whole);
    expect(whole.map(({ tag }) => tag)).toEqual(['<row r="1">', '<row r="2"/>', '<row r="3">']);
  });

  it('refuses a workbook it cannot read, and one that unpacks to more than 100 MB', async () => {
    const unreadable = {
      status: 400,
      message: expect.stringContaining('The Excel workbook cannot be read') as unknown,
    };
    for (const sheet of [
      '<row r="1"><c r="A1" t="zz"><v>1</v></c></row>',
      '<row r="1"><c r="A1" t="s"><v>3</v></c></row>',
      '<row r="2"><c r="A2"><v>1</v></c></row><row r="1"><c r="A1"><v>1</v></c></row>',
      '<row r="1"><c r="XFE1"><v>1</v></c></row>',
      '<row r="1"><c r="A1"><v>12,5</v></c></row>',
    ]) {
      expect(await refusal(workbook(sheet, { strings: '<si><t>a</t></si>' }))).toEqual(unreadable);
    }
    // Shared strings of 101 MB of zeros, packed to a few hundred kB.
    const bomb = zipSync(
      {
        ...workbookParts('<row r="1"><c r="A1"><v>1</v></c></row>'),
        'xl/sharedStrings.xml': new Uint8Array(101 * 1024 * 1024),
      },
      { level: 1 },
    );
    expect(await refusal(bomb)).toEqual({
      status: 413,
      message: 'The Excel workbook unpacks to more than 100 MB: split it into smaller files.',
    });
  });
});
