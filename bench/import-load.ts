/**
 * What an import costs everyone else (issue 29), measured in one run: the latency of another user's call (a
 * resident's count of unread notifications, as the bell asks it) alone, and again while an administrator imports
 * the largest files the import allows, one after another as the back office sends them: a CSV file and an XLSX
 * workbook of 20,000 rows, each checked (dry run) and imported (each import new units and people), and the
 * probe's files that are refused (a workbook of 99.6 MB of sheet XML, 10 MB of line breaks). The files are read
 * in a worker thread (commands/read-import-file.ts); the goal is a p99 within 2× of alone, and never above 1 s.
 * On the embedded database, on disk, and with DATABASE_URL on a fresh database of that PostgreSQL server too.
 * Run: `npm run bench:import-load`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import writeExcelFile from 'write-excel-file/node';
import { IMPORT_COLUMNS, type ImportColumn } from '@vve/contract/rules/import-rows';
import { BENCH_TENANCY } from './bench-tenancy';
import { freshDatabase } from './fresh-database';
import { users } from '../apps/server/src/db/schema/accounts';
import { complexes } from '../apps/server/src/db/schema/complexes';
import { hashPassword } from '../apps/server/src/lib/passwords';
import {
  DURATION_S,
  latencyHeader,
  latencyRow,
  startBenchServer,
  tableRow,
  type Measured,
} from './bench-server';

const ROWS = 20_000;
const COMPLEXES = 100;
const CONNECTIONS = 10;
const OTHER_CALL = '/api/app/notifications/unread';
/** Files of new units and people for the imports of one measurement (a few fit in its seconds). */
const FRESH_FILES = 4;
const GOAL = { ratio: 2, ms: 1000 };

const complexName = (complex: number) => `Load Complex ${String(complex).padStart(3, '0')}`;

/** The cells of the file's rows: owners and tenants, as bench/import.ts makes them; `round` makes them new. */
const tableOf = (round: number): string[][] => [
  [...IMPORT_COLUMNS],
  ...Array.from({ length: ROWS }, (_, at) => {
    const complex = Math.floor(at / (ROWS / COMPLEXES)) + 1;
    const tenant = at % 2 === 1;
    const cells: Partial<Record<ImportColumn, string>> = {
      complex: complexName(complex),
      unit_index: `R${round}-${at + 1}`,
      unit_address: `Loadstraat ${complex}-${at + 1}`,
      name: `Bewoner ${round}-${at + 1}`,
      email: `load${round}-${at + 1}@bench.test`,
      language: 'nl',
      relation: tenant ? 'tenant' : 'owner',
      ...(tenant && BENCH_TENANCY),
    };
    return IMPORT_COLUMNS.map((column) => cells[column] ?? '');
  }),
];

const csvOf = (table: string[][]) =>
  Buffer.from(`\uFEFF${table.map((cells) => cells.join(';')).join('\r\n')}\r\n`);
const xlsxOf = (table: string[][]) => writeExcelFile(table).toBuffer();

/** A workbook of one sheet of 99.6 MB, about 500,000 rows, as the probe sent (8.8 MB packed; this one less). */
const probeWorkbook = async (): Promise<Buffer> => {
  const { strToU8, zipSync } = await import('fflate');
  const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const row = `<row>${['VvE', '1', 'Kade 1'].map((text) => `<c t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
  const header = row
    .replace('VvE', 'complex')
    .replace('>1<', '>unit_index<')
    .replace('Kade 1', 'unit_address');
  return Buffer.from(
    zipSync(
      {
        'xl/workbook.xml': strToU8(
          `<workbook xmlns:r="${relations}"><sheets><sheet name="Blad1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
        'xl/_rels/workbook.xml.rels': strToU8(
          `<Relationships><Relationship Id="rId1" Type="${relations}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
        'xl/worksheets/sheet1.xml': Buffer.from(
          `<worksheet><sheetData>${header}${row.repeat(Math.floor(99.6e6 / row.length))}</sheetData></worksheet>`,
        ),
      },
      { level: 1 },
    ),
  );
};

/**
 * The administrator's browser, in a thread of its own (as autocannon is), so that sending the files takes
 * nothing from the server's event loop: sends its requests one after another, `count` of them or until told to
 * stop, and answers each one's seconds.
 */
const IMPORTER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, cookie, requests, count } = workerData;
let stop = false;
parentPort.once('message', () => { stop = true; });
(async () => {
  const seconds = [];
  for (let at = 0; at < count && !stop; at += 1) {
    const { bytes, name, mode, status } = requests[at % requests.length];
    const boundary = '----load' + Math.random().toString(16).slice(2);
    const body = Buffer.concat([
      Buffer.from('--' + boundary + '\\r\\nContent-Disposition: form-data; name="file"; filename="' + name +
        '"\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n'),
      Buffer.from(bytes),
      Buffer.from('\\r\\n--' + boundary + '--\\r\\n'),
    ]);
    const start = performance.now();
    const response = await fetch(url + mode, {
      method: 'POST',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=' + boundary },
      body,
    });
    const text = await response.text();
    if (response.status !== status) throw new Error(name + ' ' + mode + ': ' + response.status + ' ' + text.slice(0, 200));
    seconds.push((performance.now() - start) / 1000);
  }
  parentPort.postMessage(seconds);
})();
`;

interface ImportRequest {
  bytes: Buffer;
  name: string;
  mode: 'dry-run' | 'apply';
  status: number;
}

interface Condition {
  name: string;
  /** The imports, one after another (and again from the first); each answers `status`. */
  requests: ImportRequest[];
}

interface Result {
  name: string;
  measured: Measured;
  /** The longest the server's event loop was kept from its calls. */
  stallMs: number;
  importSeconds: number[];
  peakRssMb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const runOn = async (kind: 'embedded' | 'server', files: Awaited<ReturnType<typeof makeFiles>>) => {
  const database = await freshDatabase(kind, 'import_load');
  await database.migrate();
  const { db } = database;
  await db.insert(complexes).values(
    Array.from({ length: COMPLEXES }, (_, at) => ({
      naam: complexName(at + 1),
      omschrijving: '',
      adres: `Loadplein ${at + 1}`,
      plaats: 'Utrecht',
      financieelBeheer: false,
    })),
  );
  const password = 'bench-password';
  await db.insert(users).values({
    username: 'load-admin',
    name: 'Load Admin',
    roles: ['administrator'],
    passwordHash: await hashPassword(password),
  });
  const server = await startBenchServer(db);
  const adminCookie = await server.sessionCookie('load-admin', password);
  const { cookie } = await server.newOwner();

  /** Sends the requests from the importer's thread while `during` runs (or `count` of them); their seconds. */
  const importing = async (requests: ImportRequest[], during: () => Promise<unknown>, count = Infinity) => {
    if (requests.length === 0) {
      await during();
      return [];
    }
    const importer = new Worker(IMPORTER, {
      eval: true,
      workerData: {
        url: `${server.base}/api/app/office/import/residents?mode=`,
        cookie: adminCookie,
        requests,
        count,
      },
    });
    const seconds = new Promise<number[]>((resolve, reject) => {
      importer.once('message', resolve).once('error', reject);
    });
    await during();
    importer.postMessage('stop');
    return seconds;
  };
  const request = (bytes: Buffer | undefined, name: string, mode: ImportRequest['mode'], status = 200) => ({
    bytes: bytes ?? Buffer.alloc(0),
    name,
    mode,
    status,
  });
  const conditions: Condition[] = [
    { name: 'CSV, 20,000 rows: check', requests: [request(files.csv[0], 'a.csv', 'dry-run')] },
    // Each import is of a file of new units and people (then of the same files again, changing nothing).
    { name: 'CSV, 20,000 rows: import', requests: files.csv.map((csv) => request(csv, 'a.csv', 'apply')) },
    { name: 'XLSX, 20,000 rows: check', requests: [request(files.xlsx[0], 'a.xlsx', 'dry-run')] },
    {
      name: 'XLSX, 20,000 rows: import',
      requests: files.xlsx.map((xlsx) => request(xlsx, 'a.xlsx', 'apply')),
    },
    { name: 'XLSX, 99.6 MB sheet: refused', requests: [request(files.probe, 'p.xlsx', 'dry-run', 400)] },
    {
      name: 'CSV, 10 MB of line breaks: refused',
      requests: [request(files.lineBreaks, 'e.csv', 'dry-run', 400)],
    },
  ];

  // The import's worker starts at the first file (about a second), as it does once in a server's life.
  await importing([request(files.lineBreaks, 'warm.csv', 'dry-run', 400)], () => Promise.resolve(), 1);
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
  const results: Result[] = [];
  for (const condition of [{ name: 'alone', requests: [] }, ...conditions]) {
    peakRss = 0;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const during: { measured?: Measured } = {};
    const importSeconds = await importing(condition.requests, async () => {
      during.measured = await server.measure(OTHER_CALL, CONNECTIONS, cookie);
    });
    loop.disable();
    if (!during.measured) throw new Error(`${condition.name} was not measured`);
    results.push({
      name: condition.name,
      measured: during.measured,
      stallMs: loop.max / 1e6,
      importSeconds,
      peakRssMb: peakRss / 2 ** 20,
    });
  }
  clearInterval(sampler);
  await server.close();
  await database.close();
  return results;
};

const makeFiles = async () => {
  const rounds = (first: number) => Array.from({ length: FRESH_FILES }, (_, round) => tableOf(first + round));
  return {
    csv: rounds(0).map(csvOf),
    xlsx: await Promise.all(rounds(FRESH_FILES).map(xlsxOf)),
    probe: await probeWorkbook(),
    lineBreaks: Buffer.from(`${IMPORT_COLUMNS.join(',')}\n${'\n'.repeat(10 * 1024 * 1024 - 300)}`),
  };
};

const files = await makeFiles();
const mb = (bytes: Buffer) => (bytes.length / 2 ** 20).toFixed(1);
console.log(
  `${ROWS.toLocaleString('en-GB')} rows: CSV ${mb(files.csv[0] ?? Buffer.alloc(0))} MB, XLSX ${mb(files.xlsx[0] ?? Buffer.alloc(0))} MB; ` +
    `probe workbook ${mb(files.probe)} MB; line breaks ${mb(files.lineBreaks)} MB. ${DURATION_S} s a row, ` +
    `${CONNECTIONS} connections on GET ${OTHER_CALL} as a resident; imports one after another.\n`,
);
const kinds: ('embedded' | 'server')[] = process.env.DATABASE_URL ? ['embedded', 'server'] : ['embedded'];
for (const kind of kinds) {
  const results = await runOn(kind, files);
  const alone = results[0]?.measured.p99 ?? 1;
  console.log(
    latencyHeader(kind === 'embedded' ? 'embedded database (PGlite)' : 'PostgreSQL server') +
      '  ×alone  goal  stall ms  imports  each s  peak RSS MB',
  );
  for (const { name, measured, stallMs, importSeconds, peakRssMb } of results) {
    const ratio = measured.p99 / alone;
    const met = ratio <= GOAL.ratio && measured.p99 <= GOAL.ms;
    console.log(
      latencyRow(name, measured) +
        tableRow('', 0, [
          [ratio.toFixed(2), 8],
          [name === 'alone' ? '' : met ? 'met' : 'MISSED', 7],
          [stallMs.toFixed(0), 10],
          [importSeconds.length || '', 9],
          [importSeconds.length ? median(importSeconds).toFixed(2) : '', 8],
          [peakRssMb.toFixed(0), 13],
        ]),
    );
  }
  console.log('');
}
console.log(
  `goal: the p99 during an import at most ${GOAL.ratio}× the p99 alone and never above ${GOAL.ms} ms; ` +
    "stall: the longest the server's event loop was kept from its calls; each s: the median time of one import " +
    '(upload, reading in the worker, checking, planning, writing).',
);
