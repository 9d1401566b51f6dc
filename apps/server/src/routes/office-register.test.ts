import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RegisterImportSummary } from '@vve/contract/calls/office-register';
import { REGISTER_COLUMNS } from '@vve/contract/rules/register-rows';
import { auditEvents } from '../db/schema/audit';
import { complexes } from '../db/schema/complexes';
import { aspectElements, aspects } from '../db/schema/inspections';
import { createAspectWithTask, createComplex, createSupplier, createUser } from '../../test/factories';
import { importSender } from '../../test/multipart';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GLOBAL_ID = '2O2Fr$t4X7Zf8NOew3FLOH';

/** A CSV file as a person writes one: `,` between fields. */
const csv = (...lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);
const HEADER = REGISTER_COLUMNS.join(',');

const clean = (rows: number, created: number, changed: number, unchanged: number): RegisterImportSummary => ({
  rows,
  elements: { created, changed, unchanged },
  errors: [],
  errorCount: 0,
});

describe.each(testDatabaseKinds())('the element register as a file on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** An administrator's session and a complex with a roof aspect ('Dakbedekking') of three elements. */
  const setUp = async () => {
    const { app, db } = testApp();
    const admin = await createUser(db, ['administrator'], 'Gerda Mulder');
    const cookies = await loginAs(app, admin);
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const roof = await createAspectWithTask(db, complex.id, supplier.id);
    const url = (id = complex.id) => `/api/app/office/complexes/${id}/register`;
    const send = importSender(app, cookies, url(), 'register.csv');
    const download = (format: string, id = complex.id) =>
      app.inject({ method: 'GET', url: `${url(id)}?format=${format}`, cookies });
    const elements = () =>
      db
        .select()
        .from(aspectElements)
        .where(eq(aspectElements.aspectId, roof.aspectId))
        .orderBy(aspectElements.id);
    return { app, db, cookies, complex, roof, send, download, elements };
  };

  it('exports the register with the import’s columns, and takes it back with changes and a new element', async () => {
    const { db, complex, roof, send, download, elements } = await setUp();
    const [first] = roof.elementIds;
    await db
      .update(aspectElements)
      .set({ quantity: 120.5, unit: 'm2', nlsfbCode: '2710', globalIds: [GLOBAL_ID] })
      .where(eq(aspectElements.id, first ?? 0));

    const exported = await download('csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="register-${complex.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(REGISTER_COLUMNS.join(';'));
    expect(lines[1]).toBe(
      `${first};Dakbedekking;27.1.1;Dakbedekking;Dakvlak A;Dak noord;2710;;120,5;m2;;;;${GLOBAL_ID}`,
    );
    expect(lines).toHaveLength(4);

    // The file as it came, back: nothing changes.
    expect(await send('dry-run', Buffer.from(exported.rawPayload))).toEqual({
      status: 200,
      body: clean(3, 0, 0, 3),
    });

    const changed = [
      lines[0],
      lines[1]?.replace(';;120,5;m2;;;;', ';bitumen;130;m²;2015;25;€ 18500,50;'),
      ...lines.slice(2),
      ';DAKBEDEKKING;27.1.4;Dakbedekking;Dakrand;Dak zuid;2710;zink;40;m1;2020;40;3200;',
    ];
    const file = Buffer.from(changed.join('\r\n'));
    const before = await elements();
    expect(await send('dry-run', file)).toEqual({ status: 200, body: clean(4, 1, 1, 2) });
    expect(await elements()).toEqual(before);

    expect(await send('apply', file)).toEqual({ status: 200, body: clean(4, 1, 1, 2) });
    const after = await elements();
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({
      material: 'bitumen',
      quantity: 130,
      unit: 'm2',
      installedYear: 2015,
      expectedLife: 25,
      replacementValue: 18500.5,
      globalIds: [GLOBAL_ID],
    });
    expect(after[3]).toMatchObject({
      aspectId: roof.aspectId,
      codeFull: '27.1.4',
      label: 'Dakrand',
      location: 'Dak zuid',
      quantity: 40,
      unit: 'm1',
    });
    const events = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'complex.register-imported'));
    expect(events.filter((event) => event.entityId === complex.id)).toHaveLength(1);
  });

  it('exports a workbook that imports back unchanged', async () => {
    const { db, roof, send, download } = await setUp();
    await db
      .update(aspectElements)
      .set({ quantity: 12.25, unit: 'st', replacementValue: 999.99, installedYear: 1999 })
      .where(eq(aspectElements.aspectId, roof.aspectId));
    const exported = await download('xlsx');
    expect(exported.headers['content-type']).toBe(XLSX_TYPE);
    expect(await send('dry-run', Buffer.from(exported.rawPayload), 'register.xlsx', XLSX_TYPE)).toEqual({
      status: 200,
      body: clean(3, 0, 0, 3),
    });
  });

  it('lists every row’s error with its code, and applies nothing of a file with errors', async () => {
    const { db, app, cookies, complex, send, roof, elements } = await setUp();
    const other = await createComplex(db);
    const foreign = await createAspectWithTask(db, other.id, (await createSupplier(db)).id);
    const [roofAspect] = await db.select().from(aspects).where(eq(aspects.id, roof.aspectId));
    await db
      .insert(aspects)
      .values({ complexId: complex.id, aspectTypeId: roofAspect?.aspectTypeId ?? 0, name: 'Gevels' });
    const [a, b] = roof.elementIds;
    const file = csv(
      HEADER,
      `${a},Dakbedekking,27.1.1,Dakbedekking,Dakvlak A,Dak noord,27,,-3,m3,1700,0,12.345,not-a-guid`,
      `${a},Dakbedekking,27.1.1,Dakbedekking,Dakvlak A,Dak noord,,,5,,,,,`,
      `${b},Gevels,27.1.2,Dakbedekking,Lichtkoepel,Dak noord,,,,,,,,`,
      `${foreign.elementIds[0]},Dakbedekking,27.1.1,Dakbedekking,X,Y,,,,,,,,`,
      ',Kelder,21.1,Wand,W1,Kelder,,,,,,,,',
      `,Dakbedekking,,Dakbedekking,,Dak noord,,,,,,,,${GLOBAL_ID} ${GLOBAL_ID}`,
      `${b},Dakbedekking,27.1.2,Dakbedekking,Lichtkoepel,Dak noord,,,,,,,,`,
    );
    const before = await elements();
    const checked = await send('dry-run', file);
    const errors = (checked.body as RegisterImportSummary).errors.map(
      ({ row, column, code }) => `${row} ${column} ${code}`,
    );
    expect(errors).toEqual([
      '2 nlsfb_code nlsfbCode',
      '2 quantity quantity',
      '2 unit elementUnit',
      '2 installed_year installedYear',
      '2 expected_life expectedLife',
      '2 replacement_value replacementValue',
      '2 global_ids globalIdList',
      '3 unit quantityUnit',
      '4 aspect elementMoves',
      '5 element noElement',
      '6 aspect noAspect',
      '7 code required',
      '7 label required',
      '7 global_ids globalIdRepeated',
      '8 element elementRepeated',
    ]);
    const applied = await send('apply', file);
    expect(applied.status).toBe(400);
    expect(applied.body).toMatchObject({ code: 'importHasErrors', summary: { errorCount: 15 } });
    expect(await elements()).toEqual(before);

    const unknown = await app.inject({
      method: 'GET',
      url: '/api/app/office/complexes/999999/register?format=csv',
      cookies,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a file without the required columns, and an archived complex', async () => {
    const { db, complex, send } = await setUp();
    const header = await send('dry-run', csv('element,aspect,label', '1,Dakbedekking,X'));
    expect(header.status).toBe(400);
    expect(header.body).toMatchObject({
      code: 'importHeaderWrong',
      summary: {
        elements: { created: 0, changed: 0, unchanged: 0 },
        errors: [
          { row: 1, column: 'code', code: 'missingColumn' },
          { row: 1, column: 'code_name', code: 'missingColumn' },
          { row: 1, column: 'location', code: 'missingColumn' },
        ],
      },
    });
    await db.update(complexes).set({ archivedAt: new Date() }).where(eq(complexes.id, complex.id));
    const archived = await send('dry-run', csv(HEADER, ',Dakbedekking,1,x,y,z,,,,,,,,'));
    expect(archived).toMatchObject({ status: 409, body: { code: 'complexArchived' } });
  });
});
