import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { PLAN_COLUMNS, type PlanColumn } from '@vve/contract/rules/plan-rows';
import type { ExportCell } from '../lib/spreadsheet/export-table';
import type { WorkbookSheet } from '../lib/spreadsheet/write-xlsx';
import { csvTemplate } from './import-template';

type Line = MaintenancePlan['lines'][number];

/** Each import column's cell of a line, as the import reads it back. */
const CELLS: Record<PlanColumn, (line: Line) => ExportCell> = {
  element: (line) => line.element?.id ?? null,
  activity: (line) => line.activity,
  description: (line) => line.description,
  quantity: (line) => line.quantity,
  unit: (line) => line.unit,
  unit_price: (line) => line.unitPrice,
  vat_rate: (line) => line.vatRate,
  first_year: (line) => line.firstYear,
  cycle: (line) => line.cycle,
  note: (line) => line.note,
};

/**
 * A version of the plan as a workbook: the sheet 'lines' with the import's columns (so that it goes back in as it
 * is), the element's label and code, each year's cost and the line's total; the sheet 'totals' with each year's
 * costs, per NL-SfB chapter, and the reserve fund, and a last row of totals. Headers are the columns' names (not
 * translated: the file goes back in as it is); amounts are the computed results, in euros.
 */
export const planWorkbook = (plan: MaintenancePlan): WorkbookSheet[] => {
  const chapterColumns = plan.chapters.map(({ chapter }) => `chapter_${chapter ?? 'none'}`);
  const lines = {
    headers: [...PLAN_COLUMNS, 'element_label', 'nlsfb_code', ...plan.years.map(String), 'total'],
    rows: plan.lines.map((line) => [
      ...PLAN_COLUMNS.map((column) => CELLS[column](line)),
      line.element?.label ?? null,
      line.element?.nlsfbCode ?? null,
      // A year without work is an empty cell, as a plan's table shows it.
      ...line.costs.map((cost) => (cost === 0 ? null : cost)),
      line.total,
    ]),
  };
  const totals = {
    headers: ['year', 'costs', ...chapterColumns, 'reserve_start', 'contribution', 'interest', 'reserve_end'],
    rows: [
      ...plan.reserve.map((year, index) => [
        year.year,
        year.costs,
        ...plan.chapters.map((chapter) => chapter.costs[index] ?? 0),
        year.start,
        year.contribution,
        year.interest,
        year.end,
      ]),
      ['total', plan.total, ...plan.chapters.map((chapter) => chapter.total), null, null, null, null],
    ],
  };
  return [
    { name: 'lines', table: lines },
    { name: 'totals', table: totals },
  ];
};

/**
 * The template of the plan lines' import: a replacement and advice. A line about an element of the register names
 * it in `element` by the number the register's export gives it.
 */
export const PLAN_TEMPLATE = csvTemplate(PLAN_COLUMNS, [
  {
    activity: 'replace',
    description: 'Bitumen dakbedekking vervangen',
    quantity: '412.5',
    unit: 'm2',
    unit_price: '70.00',
    vat_rate: '21',
    first_year: '2031',
    cycle: '25',
    note: 'Dak noord',
  },
  {
    activity: 'other',
    description: 'Advies en begeleiding',
    quantity: '1',
    unit: 'pst',
    unit_price: '1850.00',
    vat_rate: '21',
    first_year: '2027',
    cycle: '5',
  },
]);
