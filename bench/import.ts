/**
 * The import of units with their residents at its size (issue 14): a generated file of 10,000 rows (100
 * complexes of 100 units, half of them with an owner, half with a tenant and their contract) checked (dry run),
 * imported and imported again through the real server (`app.inject`, multipart, as the screen sends it), on a
 * fresh embedded database (on disk) and, when DATABASE_URL names a PostgreSQL server, on a fresh database there. Each
 * figure is compared with a floor measured in the same run on a fresh database of the same kind: the same rows
 * written with the least machinery, one plain multi-row INSERT per table. Not a timed test: it prints.
 * Run: `npm run bench:import` (ROWS=20000 for another size; a multiple of 100).
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { IMPORT_COLUMNS, type ImportColumn } from '@vve/contract/rules/import-rows';
import { queryRows, type DatabaseHandle } from '../apps/server/src/db/database';
import { freshDatabase } from './fresh-database';
import { users } from '../apps/server/src/db/schema/accounts';
import { complexes } from '../apps/server/src/db/schema/complexes';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { startBenchServer, tableRow } from './bench-server';
import { BENCH_TENANCY } from './bench-tenancy';

const ROWS = Number(process.env.ROWS ?? 10_000);
const COMPLEXES = 100;
const UNITS_PER_COMPLEX = ROWS / COMPLEXES;
/** The target of issue 14. */
const TARGET_S = 30;

const complexName = (complex: number) => `Bench Complex ${String(complex).padStart(3, '0')}`;

/** One row of the file: its unit, and an owner (even rows) or a tenant with a contract (odd rows). */
interface BenchRow {
  complex: number;
  indexNr: string;
  adres: string;
  name: string;
  email: string;
  tenant: boolean;
}

const benchRows = (): BenchRow[] =>
  Array.from({ length: ROWS }, (_, at) => {
    const complex = Math.floor(at / UNITS_PER_COMPLEX) + 1;
    const unit = (at % UNITS_PER_COMPLEX) + 1;
    return {
      complex,
      indexNr: `B${complex}-${unit}`,
      adres: `Benchstraat ${complex}-${unit}`,
      name: `Bewoner ${at + 1}`,
      email: `bewoner${at + 1}@bench.test`,
      tenant: at % 2 === 1,
    };
  });

/** The file as an administrator's spreadsheet program writes it: CSV UTF-8, semicolons (Dutch Excel). */
const benchCsv = (rows: BenchRow[]): Buffer => {
  const cellsOf = (row: BenchRow): Partial<Record<ImportColumn, string>> => ({
    complex: complexName(row.complex),
    unit_index: row.indexNr,
    unit_address: row.adres,
    name: row.name,
    email: row.email,
    language: 'nl',
    relation: row.tenant ? 'tenant' : 'owner',
    ...(row.tenant && BENCH_TENANCY),
  });
  const lines = [
    IMPORT_COLUMNS.join(';'),
    ...rows.map((row) => {
      const cells = cellsOf(row);
      return IMPORT_COLUMNS.map((column) => cells[column] ?? '').join(';');
    }),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
};

const multipartBody = (bytes: Buffer) => {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bewoners.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

/** The complexes the file names; answers their ids by number. */
const addComplexes = async (handle: DatabaseHandle): Promise<Map<number, number>> => {
  const created = await handle.db
    .insert(complexes)
    .values(
      Array.from({ length: COMPLEXES }, (_, at) => ({
        naam: complexName(at + 1),
        omschrijving: '',
        adres: `Benchplein ${at + 1}`,
        plaats: 'Utrecht',
        financieelBeheer: false,
      })),
    )
    .returning({ id: complexes.id, naam: complexes.naam });
  return new Map(created.map(({ id, naam }) => [Number(naam.slice(-3)), id]));
};

const seconds = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
};

/** A raw statement through the driver's own client: no ORM, no server. */
const raw = async (
  handle: DatabaseHandle,
  text: string,
  params: unknown[],
): Promise<Record<string, number>[]> => {
  const result =
    handle.kind === 'server'
      ? await handle.client.query<Record<string, number>>(text, params)
      : await handle.client.query<Record<string, number>>(text, params);
  return result.rows;
};

/** PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMS = 65_535;

/**
 * `insert into … values ($1, $2), ($3, $4)… returning …`: one plain multi-row INSERT (more only where the rows
 * have more values than a statement takes), answering the returned rows in order.
 */
const insertValues = async (
  handle: DatabaseHandle,
  into: string,
  rows: unknown[][],
  returning = '',
): Promise<Record<string, number>[]> => {
  const width = rows[0]?.length ?? 1;
  const perStatement = Math.floor(MAX_PARAMS / width);
  const answered: Record<string, number>[] = [];
  for (let at = 0; at < rows.length; at += perStatement) {
    const chunk = rows.slice(at, at + perStatement);
    let n = 0;
    const values = chunk.map((row) => `(${row.map(() => `$${(n += 1)}`).join(', ')})`).join(', ');
    answered.push(...(await raw(handle, `insert into ${into} values ${values} ${returning}`, chunk.flat())));
  }
  return answered;
};

/**
 * The floor: the same rows written with the least machinery, one plain multi-row INSERT per table, in one
 * transaction (units, people, ownerships, contracts, their units, and the roles set in one statement).
 */
const floor = async (handle: DatabaseHandle, rows: BenchRow[]): Promise<number> => {
  const complexIds = await addComplexes(handle);
  return seconds(async () => {
    await raw(handle, 'begin', []);
    const unitIds = await insertValues(
      handle,
      'units (complex_id, adres, index_nr)',
      rows.map((row) => [complexIds.get(row.complex), row.adres, row.indexNr]),
      'returning id',
    );
    const personIds = await insertValues(
      handle,
      'users (username, email, name, language)',
      rows.map((row) => [row.email, row.email, row.name, 'nl']),
      'returning id',
    );
    const idAt = (ids: Record<string, number>[], at: number) => ids[at]?.id;
    await insertValues(
      handle,
      'unit_owners (unit_id, user_id)',
      rows.flatMap((row, at) => (row.tenant ? [] : [[idAt(unitIds, at), idAt(personIds, at)]])),
    );
    const tenants = rows.flatMap((row, at) => (row.tenant ? [at] : []));
    const contractIds = await insertValues(
      handle,
      `rental_contracts (complex_id, tenant_id, gross_cents, landlord_account, automatic_collection,
         rent_arrears_cents, deposit_cents, start_date, notice_period_in_months)`,
      tenants.map((at) => [
        complexIds.get(rows[at]?.complex ?? 0),
        idAt(personIds, at),
        115050,
        'NL91ABNA0417164300',
        true,
        0,
        230100,
        '2026-01-01',
        1,
      ]),
      'returning id',
    );
    await insertValues(
      handle,
      'rental_contract_units (contract_id, unit_id)',
      tenants.map((at, index) => [idAt(contractIds, index), idAt(unitIds, at)]),
    );
    await raw(
      handle,
      `update users set roles = case when id in (select user_id from unit_owners)
         then array['owner'] else array['tenant'] end where email like 'bewoner%'`,
      [],
    );
    await raw(handle, 'commit', []);
  });
};

interface Measured {
  kind: string;
  dryRun: number;
  apply: number;
  again: number;
  floor: number;
}

/** Checks, imports and imports again the file through the server; answers the seconds of each. */
const throughServer = async (
  handle: DatabaseHandle,
  file: Buffer,
): Promise<Omit<Measured, 'kind' | 'floor'>> => {
  await addComplexes(handle);
  const password = 'bench-password';
  await handle.db.insert(users).values({
    username: 'bench-admin',
    name: 'Bench Admin',
    roles: ['administrator'],
    passwordHash: await hashPassword(password),
  });
  const server = await startBenchServer(handle.db);
  const cookie = await server.sessionCookie('bench-admin', password);
  const send = async (mode: string) => {
    const body = multipartBody(file);
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/app/office/import/residents?mode=${mode}`,
      headers: { cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`${mode} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response.json<{
      units: { created: number };
      rentalContracts: { created: number; unchanged: number };
    }>();
  };
  let summary = await send('dry-run');
  const dryRun = await seconds(async () => {
    summary = await send('dry-run');
  });
  if (summary.units.created !== ROWS)
    throw new Error(`the dry run would create ${summary.units.created} units`);
  const apply = await seconds(() => send('apply'));
  const again = await seconds(async () => {
    summary = await send('apply');
  });
  if (summary.rentalContracts.unchanged !== ROWS / 2) throw new Error('the second import was not idempotent');
  const [tenant] = await handle.db
    .select({ roles: users.roles })
    .from(users)
    .where(eq(users.email, 'bewoner2@bench.test'));
  if (tenant?.roles.join() !== 'tenant') throw new Error(`a tenant's roles are ${tenant?.roles.join()}`);
  const [counted] = await queryRows<{ units: number }>(
    handle.db,
    sql`select count(*)::int as units from units where index_nr like 'B%'`,
  );
  if (counted?.units !== ROWS) throw new Error(`${counted?.units} units were imported`);
  await server.close();
  return { dryRun, apply, again };
};

const kinds: ('embedded' | 'server')[] = process.env.DATABASE_URL ? ['embedded', 'server'] : ['embedded'];
const rows = benchRows();
const file = benchCsv(rows);
console.log(
  `import of ${ROWS.toLocaleString('en-GB')} rows (${COMPLEXES} complexes × ${UNITS_PER_COMPLEX} units, half owners, half tenants with a contract); file ${(file.length / 1024 / 1024).toFixed(2)} MB CSV\n`,
);
const results: Measured[] = [];
for (const kind of kinds) {
  const imported = await freshDatabase(kind, 'import');
  const measured = await throughServer(imported, file);
  await imported.close();
  const bare = await freshDatabase(kind, 'import');
  const floorSeconds = await floor(bare, rows);
  await bare.close();
  results.push({
    kind: kind === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL server',
    ...measured,
    floor: floorSeconds,
  });
}

console.log(
  tableRow('database', 20, [
    ['dry run s', 11],
    ['import s', 10],
    ['rows/s', 9],
    ['again s', 9],
    ['floor s', 9],
    ['import/floor', 14],
    [`target ${TARGET_S} s`, 12],
  ]),
);
for (const result of results) {
  console.log(
    tableRow(result.kind, 20, [
      [result.dryRun.toFixed(2), 11],
      [result.apply.toFixed(2), 10],
      [(ROWS / result.apply).toFixed(0), 9],
      [result.again.toFixed(2), 9],
      [result.floor.toFixed(2), 9],
      [(result.apply / result.floor).toFixed(1), 14],
      [result.apply < TARGET_S ? 'met' : 'MISSED', 12],
    ]),
  );
}
console.log(
  '\nimport: the applied import through the server (multipart, reading, checking, planning, writing, roles, audit); ' +
    'again: the same file a second time (nothing to change); floor: the same rows as one plain INSERT per table.',
);
