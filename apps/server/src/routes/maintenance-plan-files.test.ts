import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MaintenancePlan, PlanImportSummary } from '@vve/contract/calls/maintenance-plan';
import { PLAN_COLUMNS } from '@vve/contract/rules/plan-rows';
import { auditEvents } from '../db/schema/audit';
import { users } from '../db/schema/accounts';
import { readSpreadsheet } from '../lib/spreadsheet/read-spreadsheet';
import { callerFor } from '../../test/api-client';
import {
  createAspectWithTask,
  createComplex,
  createSupplier,
  createUser,
  makeOwner,
} from '../../test/factories';
import { importSender } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { paintLine, terms } from '../../test/plan-example';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

/** A CSV file as a person writes one: `,` between fields. */
const csv = (...lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);
const HEADER = PLAN_COLUMNS.join(',');

/** The cells of every row of each sheet of a workbook (or the one sheet of a CSV file), as text. */
const sheetRows = async (bytes: Buffer) => {
  const rows: string[][] = [];
  await readSpreadsheet(bytes, (row) => {
    const cells: (string | undefined)[] = [];
    for (const { column, text } of row.cells) cells[column] = text;
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return rows;
};

describe.each(testDatabaseKinds())('the maintenance plan as files on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** An administrator and a complex with a roof aspect of three elements, its plan's addresses and an owner. */
  const setUp = async () => {
    const { app, db } = testApp();
    const admin = await createUser(db, ['administrator'], 'Gerda Mulder');
    const cookies = await loginAs(app, admin);
    const api = await callerFor(app, admin);
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const roof = await createAspectWithTask(db, complex.id, supplier.id);
    const plan = `/api/app/office/complexes/${complex.id}/maintenance-plan`;
    const send = importSender(app, cookies, `${plan}/lines-import`, 'plan.csv');
    const download = (url: string, as = cookies) => app.inject({ method: 'GET', url, cookies: as });
    return { app, db, admin, api, cookies, complex, roof, plan, send, download };
  };

  it('imports lines from a file after a dry run, replacing the draft’s, and refuses a file with errors whole', async () => {
    const { api, plan, send, roof, db, complex } = await setUp();
    const [roofA = 0] = roof.elementIds;
    const file = csv(
      HEADER,
      `${roofA},vervangen,Dakbedekking vervangen,"412,5",m²,"€ 70,00",21%,2031,25,Dak noord`,
      ',other,Advies en begeleiding,1,pst,1850,21,2027,5,',
    );
    const check = await send('dry-run', file);
    expect(check.status).toBe(200);
    expect(check.body as PlanImportSummary).toEqual({
      rows: 2,
      errors: [],
      errorCount: 0,
      lines: { replaced: 0, added: 2 },
    });
    expect((await api('GET', plan)).body).toMatchObject({ version: { id: null }, lines: [] });

    const applied = await send('apply', file);
    expect((applied.body as PlanImportSummary).lines).toEqual({ replaced: 0, added: 2 });
    const imported = (await api('GET', plan)).body as MaintenancePlan;
    expect(
      imported.lines.map((line) => [
        line.element?.id ?? null,
        line.activity,
        line.quantity,
        line.unitPrice,
        line.firstYear,
      ]),
    ).toEqual([
      [roofA, 'replace', 412.5, 70, 2031],
      [null, 'other', 1, 1850, 2027],
    ]);
    const again = await send('apply', file);
    expect((again.body as PlanImportSummary).lines).toEqual({ replaced: 2, added: 2 });
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.action, 'complex.plan-imported'));
    expect(audit.map((event) => event.entityId)).toEqual([complex.id, complex.id]);

    const bad = csv(
      HEADER,
      '999999,replace,,1,st,10,21,2031,,',
      `,paint,,1,st,10,21,2090,,`,
      ',sloop,,1,kg,10,19,2031,0,',
    );
    const refused = await send('apply', bad);
    expect(refused.status).toBe(400);
    const summary = (refused.body as { summary: PlanImportSummary }).summary;
    expect(summary.errors.map(({ row, column, code }) => [row, column, code])).toEqual([
      [2, 'element', 'noElement'],
      [3, 'first_year', 'planYearOutside'],
      [4, 'activity', 'planActivity'],
      [4, 'unit', 'elementUnit'],
      [4, 'vat_rate', 'planVatRate'],
      [4, 'cycle', 'planCycle'],
    ]);
    expect(((await api('GET', plan)).body as MaintenancePlan).lines).toHaveLength(2);
  });

  it('gives a template whose examples import as they are', async () => {
    const { send, download } = await setUp();
    const template = await download('/api/app/office/maintenance-plan-template');
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe(
      'attachment; filename="import-maintenance-plan.csv"',
    );
    expect((await sheetRows(template.rawPayload))[0]).toEqual([...PLAN_COLUMNS]);
    const check = await send('dry-run', template.rawPayload);
    expect(check.body as PlanImportSummary).toMatchObject({ rows: 2, errorCount: 0 });
  });

  it('exports a version as a workbook of lines × years and totals, whose lines sheet imports back', async () => {
    const { api, plan, download, send } = await setUp();
    await api('PUT', plan, { ...terms, rebuildValue: null });
    const { body } = await api('POST', `${plan}/lines`, paintLine);
    const draft = body as MaintenancePlan;
    const workbook = await download(
      `/api/app/office/plan-versions/${draft.version.id ?? 0}/export?format=xlsx`,
    );
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-disposition']).toBe(
      `attachment; filename="maintenance-plan-${draft.complex.id}-draft.xlsx"`,
    );
    const [header, line] = await sheetRows(workbook.rawPayload);
    expect(header).toEqual([
      ...PLAN_COLUMNS,
      'element_label',
      'nlsfb_code',
      ...draft.years.map(String),
      'total',
    ]);
    expect(line?.slice(PLAN_COLUMNS.length + 2)).toEqual([
      '',
      '9873.6',
      '',
      '',
      '',
      '',
      '',
      '',
      '11341.66',
      '',
      '21215.26',
    ]);
    const back = await send(
      'dry-run',
      workbook.rawPayload,
      'plan.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((back.body as PlanImportSummary).errors).toEqual([]);
    expect(back.body as PlanImportSummary).toMatchObject({
      rows: 1,
      errorCount: 0,
      lines: { replaced: 1, added: 1 },
    });
  });

  it('exports the report as a PDF in the reader’s language, and gives owners the adopted version’s', async () => {
    const { app, db, api, plan, download, complex } = await setUp();
    await api('POST', `${plan}/lines`, {
      elementId: null,
      activity: 'inspect',
      description: 'Keuring',
      quantity: 1,
      unit: 'pst',
      unitPrice: 450,
      vatRate: 21,
      firstYear: 2026,
      cycle: 1,
      note: '',
    });
    const adopted = (await api('POST', `${plan}/adoptions`, { adoptedOn: '2026-02-20' }))
      .body as MaintenancePlan;
    const version = adopted.versions.find((entry) => entry.adoptedOn !== null);
    const report = await download(`/api/app/office/plan-versions/${version?.id ?? 0}/export?format=pdf`);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(report.rawPayload);
    expect(text).toContain('Meerjarenonderhoudsplan (MJOP)');
    expect(text).toContain('Vastgesteld door de ledenvergadering op 20 februari 2026');
    // Without a reserve or contribution the yearly inspection takes the reserve below zero.
    expect(text).toContain('Dit plan voldoet niet aan de wet.');
    expect(text).toContain('Jaren 2026–2055; prijspeil 1 januari 2026, geïndexeerd met 2% per jaar');
    expect(text).toContain(
      'niet voldaan: De reserve blijft nul of meer: laagst € -22.089,34 aan het eind van 2055',
    );

    const ownerAccount = await createUser(db, ['owner'], 'Olga Eigenaar');
    await db.update(users).set({ language: 'en' }).where(eq(users.id, ownerAccount.id));
    await makeOwner(db, complex, ownerAccount.id);
    const ownerCookies = await loginAs(app, ownerAccount);
    const owners = await download(`/api/app/complexes/${complex.id}/maintenance-plan/pdf`, ownerCookies);
    expect(owners.statusCode).toBe(200);
    expect(pdfText(owners.rawPayload)).toContain('Adopted by the members’ meeting on 20 February 2026');
    const stranger = await loginAs(app, await createUser(db, ['owner']));
    expect(
      (await download(`/api/app/complexes/${complex.id}/maintenance-plan/pdf`, stranger)).statusCode,
    ).toBe(404);
  });
});
