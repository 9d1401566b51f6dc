import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { RefusalBody } from '@vve/contract/refusals';
import type { CallDefinition } from '@vve/contract/define-call';
import { queryRows, type Database } from '../../src/db/database';
import { ALLOWED_ORIGIN } from '../test-app';
import type { FuzzCase } from './fuzz-case';

/** The tables that a write may touch: their row counts must not change after a refused input. */
export const WRITE_TABLES = [
  'reports',
  'report_attachments',
  'report_messages',
  'report_message_attachments',
  'report_views',
  'files',
  'supplier_updates',
  'work_assignments',
  'report_status_changes',
  'inspections',
  'inspection_element_states',
  'bim_models',
  'bim_viewpoints',
  'audit_events',
  'complexes',
  'units',
  'meetings',
  'bim_projects',
  'users',
  'supplier_organisations',
  'supplier_members',
  'supplier_contracts',
  'aspects',
  'aspect_elements',
  'schedules',
] as const;

const countQuery = sql.raw(
  `select ${WRITE_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`,
);

/**
 * Files that come and go in the background, which a case cannot be held to: thumbnails, made by a worker from a
 * photo stored earlier (jobs/thumbnails; the photo is counted), and uploads in flight, whose temporary file the
 * upload removes when its stream ends, after the answer when the body was cut short (the last test waits for
 * none to be left).
 */
const comesAndGoes = (dataDir: string, entry: Dirent) =>
  path
    .relative(dataDir, entry.parentPath)
    .split(path.sep)
    .some((folder) => folder === 'thumbnails' || folder === 'tmp');

/** The files in `dataDir`, all the way down. */
const filesIn = (dataDir: string) =>
  readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

/** The temporary files of uploads in flight in the data directory `dataDir`. */
export const uploadsInFlight = (dataDir: string): string[] =>
  filesIn(dataDir)
    .filter((entry) => path.relative(dataDir, entry.parentPath).split(path.sep).includes('tmp'))
    .map((entry) => entry.name);

/** How many rows each write table holds, and how many files (those that come and go aside) the storage holds. */
export const storedCounts = async (db: Database, dataDir: string): Promise<Record<string, number>> => {
  const [row] = await queryRows<Record<string, number>>(db, countQuery);
  const stored = filesIn(dataDir).filter((entry) => !comesAndGoes(dataDir, entry)).length;
  return { ...row, 'stored files': stored };
};

/** The app that cases go to, its database and its storage directory. */
export interface CaseTarget {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
}

/** A case that does not answer within this time counts as a hang. */
export const HANG_MS = 15_000;

export interface CaseResult {
  status: number;
  /** Why the answer breaks a promise; undefined when it keeps them all. */
  problem?: string;
  /** The stored counts after the case, when they were counted. */
  after?: Record<string, number>;
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | 'hang'> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve('hang');
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * Sends one case as the caller and checks the promises against the stored counts before it: no 5xx and no hang; a refused input
 * answers 4xx in the refusal shape, with a message and a code of the contract's, and stores nothing; only an input the contract
 * accepts may succeed.
 */
export const runCase = async (
  target: CaseTarget,
  call: CallDefinition,
  cookies: Record<string, string>,
  fuzzCase: FuzzCase,
  before: Record<string, number>,
): Promise<CaseResult> => {
  const response = await withTimeout(
    target.app.inject({
      method: call.method,
      url: fuzzCase.url,
      headers: { origin: ALLOWED_ORIGIN, ...fuzzCase.headers },
      cookies,
      ...(fuzzCase.payload === undefined ? {} : { payload: fuzzCase.payload }),
    }),
    HANG_MS,
  );
  if (response === 'hang') return { status: 0, problem: `no answer within ${HANG_MS} ms` };
  const status = response.statusCode;
  if (status >= 500) return { status, problem: `answered ${status}: ${response.body.slice(0, 300)}` };
  if (status < 400) {
    return fuzzCase.contractValid
      ? { status }
      : { status, problem: `answered ${status} to an input the contract refuses` };
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return {
      status,
      problem: `answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`,
    };
  }
  const shape = RefusalBody.safeParse(body);
  if (!shape.success)
    return {
      status,
      problem: `the refusal is not in the declared shape, with a code of the contract's: ${response.body.slice(0, 200)}`,
    };
  if (shape.data.message.trim() === '') return { status, problem: 'the error has no message' };
  if (shape.data.statusCode !== status)
    return { status, problem: `the error body says ${shape.data.statusCode}, the status is ${status}` };
  const after = await storedCounts(target.db, target.dataDir);
  const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
  if (changed.length > 0)
    return {
      status,
      after,
      problem: `stored after ${status}: ${changed.map((table) => `${table} ${before[table]} → ${after[table]}`).join(', ')}`,
    };
  return { status, after };
};
