import type { FastifyReply } from 'fastify';
import { EXPORT_CONTENT_TYPES, type ExportFormat } from '@vve/contract/calls/office-exports';
import { sendDownload } from '../send-download';
import type { ExportTable } from './export-table';
import { writeCsv } from './write-csv';
import { writeXlsx } from './write-xlsx';

/** Answers a table as a download: a CSV file, or an XLSX workbook with one sheet of that name. */
export const sendSpreadsheet = async (
  reply: FastifyReply,
  table: ExportTable,
  file: { format: ExportFormat; name: string; sheet: string },
) => {
  const bytes = file.format === 'csv' ? await writeCsv(table) : await writeXlsx(table, file.sheet);
  return sendDownload(reply, bytes, EXPORT_CONTENT_TYPES[file.format], file.name);
};
