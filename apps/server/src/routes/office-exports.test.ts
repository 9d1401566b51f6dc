import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { EXPORTED_LISTS } from '@vve/contract/calls/office-exports';
import { raiseRequest } from '../commands/raise-request';
import { queryRows } from '../db/database';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { outboxEmails } from '../db/schema/mail';
import { requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';
import { readSpreadsheet } from '../lib/spreadsheet/read-spreadsheet';
import { createComplex, createInvitee, createSupplier, createUser } from '../../test/factories';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const EXPORTS = '/api/app/office/exports';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';
/** The day of the test app's clock (test-app.ts). */
const TODAY = '2026-03-02';

/** A file's rows as read back by the import's own reader (CSV or XLSX), each as its texts by column. */
const rowsOf = async (file: Buffer): Promise<string[][]> => {
  const rows: string[][] = [];
  await readSpreadsheet(file, ({ cells }) => {
    const texts: string[] = [];
    for (const { column, text } of cells) texts[column] = text;
    rows.push(Array.from(texts, (text: string | undefined) => text ?? ''));
  });
  return rows;
};

const token = () => randomUUID().slice(0, 8);

describe.each(testDatabaseKinds())('exports of the back office lists on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** An administrator (emails in `language`) who exports: the answer, and its rows read back. */
  const anAdmin = async (language = 'nl') => {
    const { app, db } = testApp();
    const admin = await createUser(db, ['administrator'], 'Ada Beheer');
    await db.update(users).set({ language }).where(eq(users.id, admin.id));
    const cookies = await loginAs(app, admin);
    const fetch = (list: string, query: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: `${EXPORTS}/${list}?${new URLSearchParams(query).toString()}`,
        cookies,
      });
    const rows = async (list: string, query: Record<string, string>) => {
      const answer = await fetch(list, query);
      expect(answer.statusCode, answer.body).toBe(200);
      return rowsOf(answer.rawPayload);
    };
    return { admin, fetch, rows };
  };

  const expectDownload = (answer: LightMyRequestResponse, type: string, fileName: string) => {
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  };

  it('exports the inbox as filtered, every matching row, in CSV for Excel and in XLSX', async () => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const other = await createComplex(db);
    const resident = await createUser(db, ['owner'], 'Zoë Hénault');
    const raise = async (complexId: number, description: string, at: string) => {
      const raised = await raiseRequest(db, {
        complexId,
        description,
        publiclyVisible: true,
        createdBy: resident.id,
        createdAt: new Date(at),
      });
      return raised.id;
    };
    const tag = token();
    const first = await raise(complex.id, `Lekkage ${tag} in de keuken`, '2026-02-01T10:00:00Z');
    await raise(complex.id, `=HYPERLINK("https://evil.example","${tag}")`, '2026-02-02T10:00:00Z');
    const third = await raise(complex.id, `Crème brûlée ${tag}; "kapot"`, '2026-02-03T10:00:00Z');
    // Not exported: another complex, another text, another status.
    await raise(other.id, `Lekkage ${tag} elders`, '2026-02-04T10:00:00Z');
    await raise(complex.id, 'Tocht bij het raam', '2026-02-05T10:00:00Z');
    const moved = await raise(complex.id, `Deur ${tag}`, '2026-02-06T10:00:00Z');
    await db.update(requests).set({ status: 'OPGELOST' }).where(eq(requests.id, moved));
    const { fetch } = await anAdmin();
    const filters = { complex: String(complex.id), text: tag, status: 'NIEUW' };

    const csv = await fetch('requests', { format: 'csv', ...filters });
    expectDownload(csv, CSV_TYPE, `requests-${TODAY}.csv`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      "Nummer;Complex;Omschrijving;Aangevraagd door;Aangemaakt;Status;Prioriteit;Uiterlijke datum;Behandeld door;Foto's;Uit inspectie;Wacht op mij;Klaar om op te lossen",
    );
    const [firstNr, , thirdNr] = await Promise.all(
      [first, 0, third].map(async (id) =>
        id === 0
          ? ''
          : String((await db.select({ nr: requests.nr }).from(requests).where(eq(requests.id, id)))[0]?.nr),
      ),
    );
    expect(lines[1]).toBe(
      `${thirdNr};${complex.naam};"Crème brûlée ${tag}; ""kapot""";Zoë Hénault;2026-02-03T10:00:00.000Z;NIEUW;Normaal;2026-02-13T10:00:00.000Z;;0;Nee;Ja;Nee`,
    );
    expect(lines[2]).toContain(`;"'=HYPERLINK(""https://evil.example"",""${tag}"")";`);
    expect(lines[3]).toMatch(new RegExp(`^${firstNr};`));
    expect(lines.slice(4)).toEqual(['']);

    const xlsx = await fetch('requests', { format: 'xlsx', ...filters });
    expectDownload(xlsx, XLSX_TYPE, `requests-${TODAY}.xlsx`);
    const rows = await rowsOf(xlsx.rawPayload);
    expect(rows.map((row) => row[2])).toEqual([
      'Omschrijving',
      `Crème brûlée ${tag}; "kapot"`,
      // A workbook's inline string is never a formula: it stays as it was written.
      `=HYPERLINK("https://evil.example","${tag}")`,
      `Lekkage ${tag} in de keuken`,
    ]);
    expect(rows[1]?.slice(3, 13)).toEqual([
      'Zoë Hénault',
      '2026-02-03T10:00:00.000Z',
      'NIEUW',
      'Normaal',
      '2026-02-13T10:00:00.000Z',
      '',
      '0',
      'Nee',
      'Ja',
      'Nee',
    ]);
    expect(rows[1]?.[0]).toBe(thirdNr);
  });

  it("words the headers in the administrator's language", async () => {
    const english = await anAdmin('en');
    const tag = token();
    const { db } = testApp();
    await db.insert(supplierOrganisations).values({ naam: `Schilders ${tag}` });
    expect((await english.rows('suppliers', { format: 'csv', text: tag }))[0]).toEqual([
      'Name',
      'Members',
      'Active contracts',
      'Archived on',
    ]);
    const german = await anAdmin('de');
    expect((await german.rows('suppliers', { format: 'xlsx', text: tag }))[0]).toEqual([
      'Name',
      'Mitglieder',
      'Aktive Verträge',
      'Archiviert am',
    ]);
    const french = await anAdmin('fr');
    expect((await french.rows('suppliers', { format: 'csv', text: tag }))[0]?.[2]).toBe('Contrats actifs');
  });

  it('exports the work orders as filtered, with the amount as a number', async () => {
    const { db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const otherSupplier = await createSupplier(db);
    const order = (
      supplierId: number,
      omschrijving: string,
      extra: Partial<typeof workOrders.$inferInsert>,
    ) =>
      db
        .insert(workOrders)
        .values({
          supplierId,
          complexId: complex.id,
          omschrijving,
          createdAt: new Date('2026-02-10T08:00:00Z'),
          priority: 'Spoed',
          repairType: 'Lekkage',
          ...extra,
        })
        .returning({ id: workOrders.id });
    const [overdue] = await order(supplier.id, 'Dakgoot vervangen', {
      planningDate: '2026-02-20',
      indicationAmountCents: 125_050,
    });
    await order(supplier.id, 'Later', { planningDate: '2026-04-01' });
    await order(otherSupplier.id, 'Andere leverancier', { planningDate: '2026-02-20' });
    const { rows } = await anAdmin('en');
    const query = { supplier: String(supplier.id), overdue: 'true' };
    for (const format of ['csv', 'xlsx']) {
      const read = await rows('work-orders', { format, ...query });
      expect(read).toHaveLength(2);
      expect(read[0]?.slice(0, 11)).toEqual([
        'Number',
        'Supplier',
        'Complex',
        'Request',
        'Description',
        'Created',
        'Start date',
        'Planning date',
        'Priority',
        'Repair type',
        'Indication amount',
      ]);
      expect(read[1]?.slice(0, 11)).toEqual([
        String(overdue?.id),
        supplier.naam,
        complex.naam,
        '',
        'Dakgoot vervangen',
        '2026-02-10T08:00:00.000Z',
        '',
        '2026-02-20',
        'Spoed',
        'Lekkage',
        format === 'csv' ? '1250,5' : '1250.5',
      ]);
      expect(read[1]?.slice(12, 14)).toEqual(['No', 'Yes']);
    }
  });

  it('exports the complexes, the people and the suppliers as filtered', async () => {
    const { db } = testApp();
    const tag = token();
    await db.insert(complexes).values([
      {
        naam: `VvE Anker één ${tag}`,
        adres: 'Kade 1',
        plaats: 'Den Haag',
        omschrijving: '',
        financieelBeheer: true,
      },
      {
        naam: `VvE Twee ${tag}`,
        adres: 'Kade 2',
        plaats: 'Leiden',
        omschrijving: '',
        financieelBeheer: false,
      },
      {
        naam: `VvE Oud ${tag}`,
        adres: 'Kade 3',
        plaats: 'Delft',
        omschrijving: '',
        financieelBeheer: false,
        archivedAt: new Date('2026-01-05T12:00:00Z'),
      },
    ]);
    const person = await createInvitee(db, `+Hélène ${tag}`);
    await createInvitee(db, `Bram ${tag}`);
    await db
      .update(users)
      .set({ roles: ['owner'] })
      .where(eq(users.id, person.id));
    await db.insert(supplierOrganisations).values([{ naam: `Glas ${tag}` }, { naam: `Dak ${tag}` }]);
    const { rows } = await anAdmin();

    expect(await rows('complexes', { format: 'csv', text: tag })).toEqual([
      ['Naam', 'Adres', 'Plaats', 'Woningen', 'Financieel beheer', 'Gearchiveerd op'],
      [`VvE Anker één ${tag}`, 'Kade 1', 'Den Haag', '0', 'Ja'],
      [`VvE Twee ${tag}`, 'Kade 2', 'Leiden', '0', 'Nee'],
    ]);
    expect((await rows('complexes', { format: 'xlsx', text: tag, archived: 'true' })).slice(1)).toEqual([
      [`VvE Oud ${tag}`, 'Kade 3', 'Delft', '0', 'Nee', '2026-01-05T12:00:00.000Z'],
    ]);

    expect(await rows('people', { format: 'csv', text: tag, role: 'owner' })).toEqual([
      ['Naam', 'E-mailadres', 'Gebruikersnaam', 'Taal van de e-mails', 'Rollen', 'Toegang'],
      [`'+Hélène ${tag}`, person.email, person.email, 'nl', 'owner', 'not-invited'],
    ]);
    expect((await rows('people', { format: 'xlsx', text: tag })).map((row) => row[0])).toEqual([
      'Naam',
      `+Hélène ${tag}`,
      `Bram ${tag}`,
    ]);

    expect(await rows('suppliers', { format: 'xlsx', text: tag })).toEqual([
      ['Naam', 'Leden', 'Actieve contracten', 'Gearchiveerd op'],
      [`Dak ${tag}`, '0', '0'],
      [`Glas ${tag}`, '0', '0'],
    ]);
  });

  it('exports the deliveries that failed', async () => {
    const { db } = testApp();
    const tag = token();
    await db.insert(outboxEmails).values({
      recipient: `jürgen-${tag}@vve.test`,
      subject: `-Onderwerp ${tag}`,
      textBody: '',
      htmlBody: '',
      createdAt: new Date('2026-02-28T09:00:00Z'),
      attempts: 3,
      lastError: '550 mailbox unavailable',
    });
    const { rows } = await anAdmin('en');
    for (const format of ['csv', 'xlsx']) {
      const read = await rows('deliveries', { format });
      expect(read[0]).toEqual([
        'Channel',
        'Recipient',
        'About',
        'Problem',
        'Attempts',
        'When',
        'Being retried',
      ]);
      expect(read.find((row) => row[1] === `jürgen-${tag}@vve.test`)).toEqual([
        'email',
        `jürgen-${tag}@vve.test`,
        format === 'csv' ? `'-Onderwerp ${tag}` : `-Onderwerp ${tag}`,
        '550 mailbox unavailable',
        '3',
        '2026-02-28T09:00:00.000Z',
        'Yes',
      ]);
    }
  });

  it('refuses a format it does not know, or none', async () => {
    const { fetch } = await anAdmin();
    for (const list of EXPORTED_LISTS) {
      for (const query of [{ format: 'pdf' }, {}] as Record<string, string>[]) {
        const answer = await fetch(list, query);
        expect(answer.statusCode, `${list} ${answer.body}`).toBe(400);
        expect(answer.json<{ message: string }>().message).toMatch(/format/);
      }
    }
    expect((await fetch('requests', { format: 'csv', status: 'KLAAR' })).statusCode).toBe(400);
  });

  it('does not exist for anyone but administrators, whatever they send', async () => {
    const { app, db } = testApp();
    const owner = await createUser(db, ['owner']);
    const supplier = await createSupplier(db);
    for (const user of [owner, supplier.member]) {
      const cookies = await loginAs(app, user);
      for (const list of EXPORTED_LISTS) {
        for (const query of ['format=csv', 'format=pdf']) {
          const answer = await app.inject({ method: 'GET', url: `${EXPORTS}/${list}?${query}`, cookies });
          expect(answer.statusCode, `${list} ${answer.body}`).toBe(404);
        }
      }
    }
    for (const list of EXPORTED_LISTS) {
      expect((await app.inject({ method: 'GET', url: `${EXPORTS}/${list}?format=csv` })).statusCode).toBe(
        401,
      );
    }
  });
});

describe.each(testDatabaseKinds())('an export beyond its limit on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  it('refuses a list of more than 100,000 rows, and exports 100,000', async () => {
    const { app, db } = testApp();
    const admin = await createUser(db, ['administrator']);
    const cookies = await loginAs(app, admin);
    await queryRows(
      db,
      sql`insert into ${complexes} (naam, adres, plaats, omschrijving, financieel_beheer)
          select 'VvE ' || n, 'Kade ' || n, 'Utrecht', '', false from generate_series(1, 100001) as n`,
    );
    const exported = (query: string) =>
      app.inject({ method: 'GET', url: `${EXPORTS}/complexes?format=csv${query}`, cookies });
    const refused = await exported('');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'The list has more than 100,000 rows: narrow it with the filters to export it.',
    );
    await db.delete(complexes).where(eq(complexes.naam, 'VvE 100001'));
    const all = await exported('');
    expect(all.statusCode).toBe(200);
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(100_001);
  }, 120_000);
});
