import { z } from 'zod';
import { defineCall } from '../define-call';
import { ImportReason } from '../rules/import-reasons';

/** The largest file an import reads, in bytes. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The most rows (besides the header) an import reads. */
export const MAX_IMPORT_ROWS = 20_000;
/** The most row errors an answer lists; `errorCount` tells how many there are in all. */
export const MAX_LISTED_IMPORT_ERRORS = 1000;
/** The multipart field of the file. */
export const IMPORT_FILE_FIELD = 'file';
/** The file name of the template download. */
export const IMPORT_TEMPLATE_NAME = 'import-units-and-residents.csv';

/** `dry-run` says what the file would create or change; `apply` does it, all of it or nothing. */
export const ImportMode = z.enum(['dry-run', 'apply']);
export type ImportMode = z.infer<typeof ImportMode>;

export const ImportQuery = z.object({ mode: ImportMode });

/**
 * Why a cell (or a row) cannot be imported: `row` as a spreadsheet numbers it (the header is row 1), the reason's
 * `code` (rules/import-reasons) and its English `message`.
 */
export const ImportRowError = z.object({
  row: z.number().int().min(1),
  column: z.string(),
  message: z.string(),
  code: ImportReason,
});
export type ImportRowError = z.infer<typeof ImportRowError>;
/** A row error as the import's rules find it: its code is looked up from its text when it is answered. */
export type ImportProblem = Omit<ImportRowError, 'code'>;

const Count = z.number().int().nonnegative();

/** What every import answers: how many rows the file has, and every row's error. */
export const ImportCheck = z.object({
  /** The file's rows besides the header, empty ones not counted. */
  rows: Count,
  /** The first MAX_LISTED_IMPORT_ERRORS errors, by row. */
  errors: z.array(ImportRowError),
  errorCount: Count,
});
export type ImportCheck = z.infer<typeof ImportCheck>;

/** What an import of residents would do (dry run) or did (apply), and every row's error. */
export const ImportSummary = ImportCheck.extend({
  units: z.object({ created: Count, changed: Count }),
  people: z.object({ created: Count, changed: Count }),
  ownerships: z.object({ created: Count }),
  /** `unchanged`: the tenant already had a contract for the unit, which is left as it is. */
  rentalContracts: z.object({ created: Count, unchanged: Count }),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

export const officeImportCalls = {
  /** Units with their owners and tenants from a CSV or XLSX file (multipart, field `file`). */
  importResidents: defineCall({
    method: 'POST',
    path: '/api/app/office/import/residents',
    access: { only: 'administrator', record: 'Import' },
    query: ImportQuery,
    bodyType: 'multipart',
    response: ImportSummary,
  }),
  /** A CSV with the header and two example rows (an owner and a tenant), as a download. */
  importTemplate: defineCall({
    method: 'GET',
    path: '/api/app/office/import/residents/template',
    access: { only: 'administrator', record: 'Import' },
    responseType: 'binary',
    response: z.unknown(),
  }),
};
