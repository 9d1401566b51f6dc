import { z } from 'zod';
import { defineCall } from '../define-call';
import { importRefusal } from './import-refusal';
import { ExportFormat } from './office-exports';
import { ImportCheck, ImportQuery } from './office-import';
import { IdParams } from './params';

const Count = z.number().int().nonnegative();

/** What an import of a register would do (dry run) or did (apply), and every row's error. */
export const RegisterImportSummary = ImportCheck.extend({
  /** `unchanged`: rows of elements that the file leaves as they are. */
  elements: z.object({ created: Count, changed: Count, unchanged: Count }),
});
export type RegisterImportSummary = z.infer<typeof RegisterImportSummary>;

/** A refused import of a register (400), with its summary when the file could be read. */
export const RegisterImportRefusal = importRefusal(RegisterImportSummary);

/** The register's file name: the complex's number and the day, `register-3-2026-11-29.xlsx`. */
export const registerFileName = (complexId: number, day: string, format: ExportFormat): string =>
  `register-${complexId}-${day}.${format}`;

/**
 * A complex's element register as a file and back (administrators only; anyone else gets 404). The export writes
 * every element of the complex's aspects with the columns of rules/register-rows; the import reads such a file:
 * a row with an element's number changes that element, a row without one adds an element to the aspect it
 * names (its own name, else its type's stored name, without regard to case); elements the file leaves out stay as they are. A dry run says what would change and lists every row's
 * error; applying does all of it or, with any error, nothing (400 with the summary).
 */
export const officeRegisterCalls = {
  exportRegister: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes/:id/register',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    query: z.object({ format: ExportFormat }),
    responseType: 'binary',
    response: z.unknown(),
  }),
  importRegister: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/register',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    query: ImportQuery,
    bodyType: 'multipart',
    response: RegisterImportSummary,
  }),
};
