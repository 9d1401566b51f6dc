import { z } from 'zod';
import { defineCall } from '../define-call';
import { OfficeRequestsQuery } from './office';
import { OfficeComplexListQuery } from './office-complexes';
import { OfficePeopleQuery } from './office-people';
import { OfficeSupplierListQuery } from './office-suppliers';
import { OfficeWorkOrdersQuery } from './office-work-orders';

/** The most rows an export holds: a list that matches more answers 400 (narrow it with the filters). */
export const MAX_EXPORT_ROWS = 100_000;

/** `csv`: for Excel (UTF-8 with its byte order mark, `;`); `xlsx`: an Excel workbook. */
export const ExportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** The content type of each format's file. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An export's query: its list's filters without the page, and the format. */
const FormatField = { format: ExportFormat };

export const RequestsExportQuery = OfficeRequestsQuery.omit({ page: true }).extend(FormatField);
export const WorkOrdersExportQuery = OfficeWorkOrdersQuery.omit({ page: true }).extend(FormatField);
export const ComplexesExportQuery = OfficeComplexListQuery.omit({ page: true }).extend(FormatField);
export const PeopleExportQuery = OfficePeopleQuery.omit({ page: true }).extend(FormatField);
export const SuppliersExportQuery = OfficeSupplierListQuery.omit({ page: true }).extend(FormatField);
export const DeliveriesExportQuery = z.object(FormatField);

/** The lists that export, by the last part of their export's path. */
export const EXPORTED_LISTS = [
  'requests',
  'work-orders',
  'complexes',
  'people',
  'suppliers',
  'deliveries',
] as const;
export type ExportedList = (typeof EXPORTED_LISTS)[number];

/** The export's file name: the list and the day, `requests-2026-11-28.csv`. */
export const exportFileName = (list: ExportedList, day: string, format: ExportFormat): string =>
  `${list}-${day}.${format}`;

const exportCall = <Q extends z.ZodObject>(list: ExportedList, query: Q) =>
  defineCall({
    method: 'GET',
    path: `/api/app/office/exports/${list}`,
    access: { only: 'administrator', record: 'Export' },
    query,
    responseType: 'binary',
    response: z.unknown(),
  });

/**
 * Every back-office list as a file, as filtered: each takes its list's filters (not the page) and `format`, and
 * answers every matching row, in the list's order, at most MAX_EXPORT_ROWS (administrators only; anyone else gets
 * 404). The column headers are in the administrator's language.
 */
export const officeExportsCalls = {
  exportRequests: exportCall('requests', RequestsExportQuery),
  exportWorkOrders: exportCall('work-orders', WorkOrdersExportQuery),
  exportComplexes: exportCall('complexes', ComplexesExportQuery),
  exportPeople: exportCall('people', PeopleExportQuery),
  exportSuppliers: exportCall('suppliers', SuppliersExportQuery),
  exportDeliveries: exportCall('deliveries', DeliveriesExportQuery),
};
