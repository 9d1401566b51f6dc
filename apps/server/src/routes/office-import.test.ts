import { eq, inArray, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import type { ImportSummary } from '@vve/contract/calls/office-import';
import { readImportHeader } from '@vve/contract/rules/import-rows';
import { queryRows } from '../db/database';
import { users } from '../db/schema/accounts';
import { auditEvents } from '../db/schema/audit';
import { complexes, unitOwners, units } from '../db/schema/complexes';
import { rentalContractUnits, rentalContracts } from '../db/schema/rentals';
import { createComplex, createUser } from '../../test/factories';
import { importSender } from '../../test/multipart';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const URL = '/api/app/office/import/residents';
const HEADER =
  'complex,unit_index,unit_address,name,email,language,relation,rent,start_date,end_date,deposit,notice_period_months,landlord_account,automatic_collection';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of one sheet whose XML is `sheet`, deflated as Excel does. */
const workbookOf = (sheet: Uint8Array) =>
  Buffer.from(
    zipSync(
      {
        'xl/workbook.xml': strToU8(
          '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Blad1" sheetId="1" r:id="rId1"/></sheets></workbook>',
        ),
        'xl/_rels/workbook.xml.rels': strToU8(
          '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        ),
        'xl/worksheets/sheet1.xml': sheet,
      },
      { level: 1 },
    ),
  );

const suffix = () => Math.random().toString(36).slice(2, 8);
const csv = (...lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);

/** The rows the import may write, counted. */
const COUNTED = [
  'units',
  'users',
  'unit_owners',
  'rental_contracts',
  'rental_contract_units',
  'audit_events',
];

/**
 * A summary without errors: its rows, [created, changed] units and people, created ownerships and [created,
 * unchanged] rental contracts.
 */
const clean = (
  rows: number,
  [unitsCreated, unitsChanged]: [number, number],
  [peopleCreated, peopleChanged]: [number, number],
  ownerships: number,
  [contractsCreated, contractsUnchanged]: [number, number],
): ImportSummary => ({
  rows,
  units: { created: unitsCreated, changed: unitsChanged },
  people: { created: peopleCreated, changed: peopleChanged },
  ownerships: { created: ownerships },
  rentalContracts: { created: contractsCreated, unchanged: contractsUnchanged },
  errors: [],
  errorCount: 0,
});

describe.each(testDatabaseKinds())('the import of units and residents on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** An administrator's session, and a complex of the test's own with a name to import into. */
  const setUp = async () => {
    const { app, db } = testApp();
    const admin = await createUser(db, ['administrator'], 'Gerda Mulder');
    const cookies = await loginAs(app, admin);
    const complex = await createComplex(db);
    const send = importSender(app, cookies, URL, 'bewoners.csv');
    return { app, db, admin, cookies, complex, send };
  };

  const counts = async () => {
    const { db } = testApp();
    const [row] = await queryRows<Record<string, number>>(
      db,
      sql.raw(
        `select ${COUNTED.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
      ),
    );
    return row;
  };

  /** A file of two units: an owner of one, a tenant of the other (all of the tenant's columns filled in). */
  const goodRows = (complex: string, tag: string) => [
    `${complex},A-${tag},Kade 1,Jan de Wit,Jan.${tag}@Example.NL,,owner,,,,,,,`,
    `${complex},B-${tag},Kade 2,Sara Yilmaz,sara.${tag}@example.nl,EN,Tenant,1150.5,2026-01-01,2027-12-31,2301,3,NL91 ABNA 0417 1643 00,yes`,
  ];

  it('checks a CSV file first, then imports it in one go, and a second import changes nothing', async () => {
    const { db, admin, complex, send } = await setUp();
    const tag = suffix();
    const file = csv(HEADER, ...goodRows(complex.naam, tag));
    const before = await counts();

    const dryRun = await send('dry-run', file);
    const expected = clean(2, [2, 0], [2, 0], 1, [1, 0]);
    expect(dryRun).toEqual({ status: 200, body: expected });
    expect(await counts()).toEqual(before);

    expect(await send('apply', file)).toEqual({ status: 200, body: expected });
    const imported = await db
      .select({ id: units.id, indexNr: units.indexNr, adres: units.adres })
      .from(units)
      .where(eq(units.complexId, complex.id));
    expect(imported.map(({ indexNr, adres }) => [indexNr, adres])).toEqual(
      expect.arrayContaining([
        [`A-${tag}`, 'Kade 1'],
        [`B-${tag}`, 'Kade 2'],
      ]),
    );
    expect(imported).toHaveLength(3);
    const unitId = (index: string) => imported.find((unit) => unit.indexNr === index)?.id ?? 0;
    const people = await db
      .select()
      .from(users)
      .where(inArray(users.email, [`jan.${tag}@example.nl`, `sara.${tag}@example.nl`]));
    const jan = people.find((person) => person.email === `jan.${tag}@example.nl`);
    const sara = people.find((person) => person.email === `sara.${tag}@example.nl`);
    expect(jan).toMatchObject({
      username: `jan.${tag}@example.nl`,
      name: 'Jan de Wit',
      language: 'nl',
      passwordHash: null,
      roles: ['owner'],
    });
    expect(sara).toMatchObject({
      name: 'Sara Yilmaz',
      language: 'en',
      passwordHash: null,
      roles: ['tenant'],
    });
    expect(
      await db
        .select({ unitId: unitOwners.unitId, userId: unitOwners.userId })
        .from(unitOwners)
        .where(eq(unitOwners.userId, jan?.id ?? 0)),
    ).toEqual([{ unitId: unitId(`A-${tag}`), userId: jan?.id }]);
    const [contract] = await db
      .select()
      .from(rentalContracts)
      .where(eq(rentalContracts.tenantId, sara?.id ?? 0));
    expect(contract).toMatchObject({
      complexId: complex.id,
      grossCents: 115050,
      landlordAccount: 'NL91ABNA0417164300',
      automaticCollection: true,
      rentArrearsCents: 0,
      depositCents: 230100,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
      noticePeriodInMonths: 3,
    });
    expect(
      await db
        .select({ unitId: rentalContractUnits.unitId })
        .from(rentalContractUnits)
        .where(eq(rentalContractUnits.contractId, contract?.id ?? 0)),
    ).toEqual([{ unitId: unitId(`B-${tag}`) }]);
    const [event] = await db.select().from(auditEvents).where(eq(auditEvents.userId, admin.id));
    expect(event).toMatchObject({
      action: 'import.applied',
      entity: 'import',
      details: {
        rows: 2,
        unitsCreated: 2,
        unitsChanged: 0,
        peopleCreated: 2,
        peopleChanged: 0,
        ownershipsCreated: 1,
        rentalContractsCreated: 1,
        rentalContractsUnchanged: 0,
      },
    });
    const afterFirst = await counts();
    expect(afterFirst).toEqual({
      ...before,
      units: (before?.units ?? 0) + 2,
      users: (before?.users ?? 0) + 2,
      unit_owners: (before?.unit_owners ?? 0) + 1,
      rental_contracts: (before?.rental_contracts ?? 0) + 1,
      rental_contract_units: (before?.rental_contract_units ?? 0) + 1,
      audit_events: (before?.audit_events ?? 0) + 1,
    });

    // The same file again: everything is there, the contract is left as it is; only the audit event is new.
    const again = clean(2, [0, 0], [0, 0], 0, [0, 1]);
    expect(await send('dry-run', file)).toEqual({ status: 200, body: again });
    expect(await send('apply', file)).toEqual({ status: 200, body: again });
    expect(await counts()).toEqual({ ...afterFirst, audit_events: (afterFirst?.audit_events ?? 0) + 1 });
  });

  it('reads a semicolon-separated CSV with a byte order mark and quotes, and changes what differs', async () => {
    const { db, complex, send } = await setUp();
    const tag = suffix();
    expect((await send('apply', csv(HEADER, ...goodRows(complex.naam, tag)))).status).toBe(200);
    const semicolons = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csv(
        'Relation;EMAIL;Name;Unit_Index;Unit_Address;Complex;Language',
        // The owner's name and language change, and their unit's address; a second unit is only a unit.
        `owner;jan.${tag}@example.nl;"Jan de Wit-Özdemir";A-${tag};"Kade 1; achterhuis";"${complex.naam}";de`,
        '',
        `;;;C-${tag};"Kade ""3""";${complex.naam.toUpperCase()};`,
      ),
    ]);
    const expected = clean(2, [1, 1], [0, 1], 0, [0, 0]);
    expect(await send('dry-run', semicolons)).toEqual({ status: 200, body: expected });
    expect(await send('apply', semicolons)).toEqual({ status: 200, body: expected });
    const [jan] = await db
      .select()
      .from(users)
      .where(eq(users.email, `jan.${tag}@example.nl`));
    expect(jan).toMatchObject({ name: 'Jan de Wit-Özdemir', language: 'de', roles: ['owner'] });
    const addresses = await db
      .select({ indexNr: units.indexNr, adres: units.adres })
      .from(units)
      .where(inArray(units.indexNr, [`A-${tag}`, `C-${tag}`]));
    expect(addresses.sort((a, b) => a.indexNr.localeCompare(b.indexNr))).toEqual([
      { indexNr: `A-${tag}`, adres: 'Kade 1; achterhuis' },
      { indexNr: `C-${tag}`, adres: 'Kade "3"' },
    ]);
  });

  it("sets a unit's votes and cost share: a new unit's 1 unless the file gives them, a known unit's kept unless it does", async () => {
    const { db, complex, send } = await setUp();
    const tag = suffix();
    const file = (...rows: string[]) =>
      csv('complex,unit_index,unit_address,unit_votes,unit_cost_share', ...rows);
    const numbersOf = async () =>
      Object.fromEntries(
        (
          await db
            .select({ indexNr: units.indexNr, votes: units.votes, costShare: units.costShare })
            .from(units)
            .where(inArray(units.indexNr, [`A-${tag}`, `B-${tag}`]))
        ).map((unit) => [unit.indexNr, [unit.votes, unit.costShare]]),
      );
    const first = await send(
      'apply',
      file(`${complex.naam},A-${tag},Kade 1,62,1250`, `${complex.naam},B-${tag},Kade 2,,`),
    );
    expect(first.status).toBe(200);
    expect(await numbersOf()).toEqual({ [`A-${tag}`]: [62, 1250], [`B-${tag}`]: [1, 1] });
    const second = await send(
      'apply',
      file(`${complex.naam},A-${tag},Kade 1,,1260`, `${complex.naam},B-${tag},Kade 2,85,`),
    );
    expect(second.status).toBe(200);
    expect(await numbersOf()).toEqual({ [`A-${tag}`]: [62, 1260], [`B-${tag}`]: [85, 1] });
  });

  it('reads the first sheet of an XLSX workbook, with numbers and dates as cells', async () => {
    const { db, complex, send } = await setUp();
    const tag = suffix();
    const workbook = await writeExcelFile(
      [
        HEADER.split(','),
        [complex.naam, 101, 'Kade 101', 'Piet Bos', `piet.${tag}@example.nl`, 'nl', 'owner'],
        [
          complex.naam,
          102,
          'Kade 102',
          'Lotte Kok',
          `lotte.${tag}@example.nl`,
          'fr',
          'tenant',
          875.25,
          new Date(Date.UTC(2025, 6, 1)),
          null,
          0.1 + 0.2,
          2,
          null,
          false,
        ],
      ],
      { dateFormat: 'yyyy-mm-dd' },
    ).toBuffer();
    const expected = clean(2, [2, 0], [2, 0], 1, [1, 0]);
    expect(await send('dry-run', workbook, 'bewoners.xlsx', XLSX_TYPE)).toEqual({
      status: 200,
      body: expected,
    });
    expect(await send('apply', workbook, 'bewoners.xlsx', XLSX_TYPE)).toEqual({
      status: 200,
      body: expected,
    });
    const [lotte] = await db
      .select()
      .from(users)
      .where(eq(users.email, `lotte.${tag}@example.nl`));
    const [contract] = await db
      .select()
      .from(rentalContracts)
      .where(eq(rentalContracts.tenantId, lotte?.id ?? 0));
    expect(contract).toMatchObject({
      grossCents: 87525,
      startDate: '2025-07-01',
      endDate: null,
      depositCents: 30,
      noticePeriodInMonths: 2,
      landlordAccount: '',
      automaticCollection: false,
    });
    const [unit] = await db.select().from(units).where(eq(units.adres, 'Kade 101'));
    expect(unit?.indexNr).toBe('101');
  });

  it("lists every row's error in a dry run, and applies nothing of a file with errors", async () => {
    const { db, complex, send } = await setUp();
    const tag = suffix();
    const [archived] = await db
      .insert(complexes)
      .values({
        naam: `Gesloten ${tag}`,
        omschrijving: '',
        adres: 'Weg 1',
        plaats: 'Utrecht',
        financieelBeheer: false,
        archivedAt: new Date(),
      })
      .returning();
    const c = complex.naam;
    const file = csv(
      HEADER,
      `${c},A-${tag},Kade 1,Jan de Wit,jan.${tag}@example.nl,,owner,,,,,,,`,
      `Onbekend ${tag},X-1,Weg 1,,,,,,,,,,,`,
      `${archived?.naam ?? ''},X-2,Weg 2,,,,,,,,,,,`,
      `${c},,Kade 3,Els,els(at)example.nl,,owner,,,,,,,`,
      `${c},B-${tag},Kade 4,Bas,bas.${tag}@example.nl,,tenant,12.345,1-1-2026,,,,NL91ABNA0417164301,`,
      `${c},A-${tag},Kade 1a,J. de Wit,jan.${tag}@example.nl,,owner,,,,,,,`,
      `${c},D-${tag},Kade 5,Eva,eva.${tag}@example.nl,,tenant,900,2026-02-01,2026-01-31,,,,`,
    );
    const before = await counts();
    const errors = [
      { row: 3, column: 'complex', message: 'No complex has this name.', code: 'noComplex' },
      {
        row: 4,
        column: 'complex',
        message: 'This complex is archived: take it back into use first.',
        code: 'complexArchived',
      },
      { row: 5, column: 'unit_index', message: 'A value is required here.', code: 'required' },
      { row: 5, column: 'email', message: 'Enter a valid email address', code: 'email' },
      {
        row: 6,
        column: 'rent',
        message: 'Write an amount in euros with at most 2 decimals, such as 850.00 (no thousands separator).',
        code: 'amount',
      },
      {
        row: 6,
        column: 'start_date',
        message: 'Write a date as YYYY-MM-DD, such as 2026-01-31.',
        code: 'date',
      },
      {
        row: 6,
        column: 'landlord_account',
        message: 'This is not a valid IBAN: check the account number.',
        code: 'iban',
      },
      {
        row: 7,
        column: 'unit_address',
        message: 'This unit index has another address on an earlier row.',
        code: 'unitAddressDiffers',
      },
      {
        row: 7,
        column: 'name',
        message: 'This email address has another name on an earlier row.',
        code: 'emailNameDiffers',
      },
      {
        row: 8,
        column: 'end_date',
        message: 'The end date is before the start date.',
        code: 'endBeforeStart',
      },
    ];
    const dryRun = await send('dry-run', file);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toMatchObject({ rows: 7, errors, errorCount: errors.length });

    const applied = await send('apply', file);
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: `The file has ${errors.length} errors: nothing was imported. Correct the file and check it again.`,
      summary: { rows: 7, errors, errorCount: errors.length },
    });
    expect(await counts()).toEqual(before);
  });

  it('names the missing and unknown columns, and reads nothing of such a file', async () => {
    const { complex, send } = await setUp();
    const before = await counts();
    for (const mode of ['dry-run', 'apply']) {
      const answer = await send(mode, csv('Complex;Adres;Huur', `${complex.naam};Kade 1;900`));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        message:
          'The file lacks the required columns: unit_index, unit_address. The file has columns that the import ' +
          'does not know: adres, huur. The columns are: complex, unit_index, unit_address, unit_votes, unit_cost_share, ' +
          'name, email, language, ' +
          'relation, rent, start_date, end_date, deposit, notice_period_months, landlord_account, automatic_collection.',
        summary: {
          rows: 1,
          errors: [
            {
              row: 1,
              column: 'unit_index',
              message: 'This required column is missing.',
              code: 'missingColumn',
            },
            {
              row: 1,
              column: 'unit_address',
              message: 'This required column is missing.',
              code: 'missingColumn',
            },
            { row: 1, column: 'adres', message: 'This column is not known.', code: 'unknownColumn' },
            { row: 1, column: 'huur', message: 'This column is not known.', code: 'unknownColumn' },
          ],
        },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it("keeps people's other roles, and makes a known person an owner and a tenant", async () => {
    const { db, complex, send } = await setUp();
    const tag = suffix();
    const supplier = await createUser(db, ['supplier', 'administrator'], 'Eva Smit');
    await db
      .update(users)
      .set({ email: `eva.${tag}@example.nl` })
      .where(eq(users.id, supplier.id));
    const file = csv(
      HEADER,
      `${complex.naam},E-${tag},Kade 8,Eva Smit,eva.${tag}@example.nl,,owner,,,,,,,`,
      `${complex.naam},F-${tag},Kade 9,Eva Smit,EVA.${tag}@example.nl,,tenant,700,2026-03-01,,,,,no`,
    );
    expect((await send('apply', file)).body).toMatchObject({
      people: { created: 0, changed: 0 },
      ownerships: { created: 1 },
      rentalContracts: { created: 1, unchanged: 0 },
    });
    const [eva] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, supplier.id));
    expect(eva?.roles.sort()).toEqual(['administrator', 'owner', 'tenant']);
  });

  it('refuses a person whose email address is the user name of another person', async () => {
    const { db, complex, send } = await setUp();
    const tag = suffix();
    const other = await createUser(db, [], 'Ander');
    const taken = `login.${tag}@example.nl`;
    await db.update(users).set({ username: taken }).where(eq(users.id, other.id));
    const answer = await send(
      'dry-run',
      csv(HEADER, `${complex.naam},G-${tag},Kade 10,Gijs,${taken},,owner,,,,,,,`),
    );
    expect(answer.body).toMatchObject({
      errors: [
        {
          row: 2,
          column: 'email',
          message: 'Another person logs in with this email address as their user name.',
          code: 'emailIsUserName',
        },
      ],
    });
  });

  it('refuses files that are too large, too long, empty or no spreadsheet, with a message', async () => {
    const { send } = await setUp();
    const before = await counts();
    const tooManyRows = csv(
      HEADER.split(',').slice(0, 3).join(','),
      ...Array.from({ length: 20_001 }, (_, at) => `C,${at},A`),
    );
    const zipOf = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files));
    // A workbook whose sheet unpacks to 150 MB of zeros (packed to a few hundred kB): unpacking stops at 100 MB.
    const bomb = workbookOf(new Uint8Array(150 * 1024 * 1024));
    const cases: [string, Buffer, number, string][] = [
      ['larger than 10 MB', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 413, 'The file is larger than 10 MB'],
      [
        'over 20,000 rows',
        tooManyRows,
        400,
        'The file has more than 20,000 rows: split it into smaller files.',
      ],
      ['empty', Buffer.alloc(0), 400, 'The file is empty.'],
      ['only empty lines', csv('', ' , ', ''), 400, 'The file is empty.'],
      ['only a header', csv(HEADER), 400, 'The file has no rows below its header.'],
      [
        'a photo',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
        415,
        'neither an Excel',
      ],
      [
        'Windows-1252 text',
        Buffer.from([0x63, 0x6f, 0x6d, 0x70, 0x6c, 0x65, 0x78, 0x0a, 0xe9]),
        415,
        'CSV UTF-8',
      ],
      ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 415, 'Old Excel files'],
      ['a zip that is no workbook', zipOf({ 'a.txt': Buffer.from('hallo') }), 400, 'cannot be read'],
      [
        'a broken zip',
        Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(40)]),
        400,
        'cannot be read',
      ],
      [
        '100,001 lines, nearly all empty',
        csv(HEADER, ...Array.from({ length: 100_001 }, () => '')),
        400,
        'more than 20,000 rows',
      ],
      [
        'a header of 16,384 columns, as many as a spreadsheet has',
        csv(Array.from({ length: 16_384 }, (_, at) => `c${at}`).join(',')),
        400,
        'does not know: c0, c1, c2',
      ],
      [
        'a line of 16,385 cells',
        csv(HEADER, ','.repeat(16_384)),
        400,
        'The file has rows of more than 16,384 columns, more than a spreadsheet has',
      ],
      ['an unclosed quote', csv(HEADER, '"VvE,A,B'), 400, 'at line 2: a quote is opened and never closed'],
      ['a zip bomb', bomb, 413, 'unpacks to more than 100 MB'],
    ];
    for (const [label, bytes, status, message] of cases) {
      const answer = await send('apply', bytes);
      expect({ label, status: answer.status }).toEqual({ label, status });
      expect((answer.body as { message: string }).message, label).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('reads a file off the event loop, no further than the first row past the limit (issue 29)', async () => {
    const { send } = await setUp();
    const before = await counts();
    // The header, the 20,000 rows an import takes and the first row past them; then a row that cannot be read
    // (which a reader that went on would trip over), and more rows up to the size of the probe's files.
    const rowsToTheLimit = 1 + 20_000 + 1;
    const rowXml = (row: number | undefined, texts: string[]) =>
      `<row${row === undefined ? '' : ` r="${row}"`}>${texts
        .map((text, at) => {
          const reference = row === undefined ? '' : ` r="${'ABC'.charAt(at)}${row}"`;
          return `<c${reference} t="inlineStr"><is><t>${text}</t></is></c>`;
        })
        .join('')}</row>`;
    const filler = rowXml(undefined, ['VvE', '1', 'Kade 1']);
    const sheet = Buffer.concat([
      Buffer.from('<worksheet><sheetData>'),
      Buffer.from(rowXml(1, ['complex', 'unit_index', 'unit_address'])),
      Buffer.from(
        Array.from({ length: rowsToTheLimit - 1 }, (_, at) =>
          rowXml(at + 2, ['VvE', `${at}`, 'Kade 1']),
        ).join(''),
      ),
      Buffer.from(
        `<row r="${rowsToTheLimit + 1}"><c r="A${rowsToTheLimit + 1}" t="broken"><v>1</v></c></row>`,
      ),
      // 99.6 MB of sheet XML in all, as the probe's workbook of 8.8 MB had (this one packs smaller).
      Buffer.from(filler.repeat(Math.floor(96e6 / filler.length))),
      Buffer.from('</sheetData></worksheet>'),
    ]);
    const line = 'VvE,1,Kade 1\n';
    const cases: [string, Buffer, 'xlsx' | 'csv'][] = [
      ['a sheet of 99.6 MB, about 500,000 rows', workbookOf(sheet), 'xlsx'],
      [
        'a CSV file whose line after the first row past the limit cannot be read',
        csv('complex,unit_index,unit_address', line.repeat(rowsToTheLimit - 1), '"never closed'),
        'csv',
      ],
      ['10 MB of line breaks below a header', csv(HEADER, '\n'.repeat(10 * 1024 * 1024 - 300)), 'csv'],
    ];
    for (const [label, bytes, kind] of cases) {
      // The longest the event loop was kept from other calls while the file was read.
      let last = performance.now();
      let longestStall = 0;
      const ticker = setInterval(() => {
        longestStall = Math.max(longestStall, performance.now() - last);
        last = performance.now();
      }, 5);
      const started = performance.now();
      const answer = await (kind === 'xlsx'
        ? send('dry-run', bytes, 'bewoners.xlsx', XLSX_TYPE)
        : send('dry-run', bytes));
      clearInterval(ticker);
      longestStall = Math.max(longestStall, performance.now() - last);
      expect({ label, answer }).toEqual({
        label,
        answer: {
          status: 400,
          body: expect.objectContaining({
            message: 'The file has more than 20,000 rows: split it into smaller files.',
          }) as unknown,
        },
      });
      expect({ label, fast: performance.now() - started < 15_000 }).toEqual({ label, fast: true });
      expect({ label, stalled: longestStall > 500 }).toEqual({ label, stalled: false });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers the template as a CSV download that imports as it is', async () => {
    const { app, db, cookies, send } = await setUp();
    const template = await app.inject({ method: 'GET', url: `${URL}/template`, cookies });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe(
      'attachment; filename="import-units-and-residents.csv"',
    );
    const lines = template.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(HEADER.replace('unit_address', 'unit_address,unit_votes,unit_cost_share'));
    expect(readImportHeader(lines[0]?.split(',') ?? []).errors).toEqual([]);
    await db.insert(complexes).values({
      naam: 'VvE Het Anker',
      omschrijving: '',
      adres: 'Kadijksplein 1-40',
      plaats: 'Amsterdam',
      financieelBeheer: true,
    });
    expect(await send('dry-run', Buffer.from(template.rawPayload))).toEqual({
      status: 200,
      body: clean(2, [2, 0], [2, 0], 1, [1, 0]),
    });
  });
});
