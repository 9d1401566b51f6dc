import type { RegisterImportSummary } from '@vve/contract/calls/office-register';
import { IMPORT_REASONS } from '@vve/contract/rules/import-reasons';
import { REGISTER_COLUMNS, type RegisterRow } from '@vve/contract/rules/register-rows';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { insertRows, updateRows } from '../db/json-rows';
import { aspectElements } from '../db/schema/inspections';
import {
  findRegisterAspects,
  findRegisterElements,
  type RegisterElementRow,
} from '../queries/element-register';
import { lockComplexInUse } from './lock-complex';
import { elementFields } from './plan-aspects';
import {
  byRowAndColumn,
  importCheck,
  importSteps,
  type ImportFile,
  type ImportOutcome,
} from './read-import-rows';

type ElementColumns = ReturnType<typeof elementFields>;

/** What the import does: the elements to add (to their aspect) and to change. */
interface Plan {
  summary: RegisterImportSummary;
  created: (ElementColumns & { aspectId: number })[];
  changed: (ElementColumns & { id: number })[];
}

/** The counts of a file that is refused as a whole. */
const NOTHING_IMPORTED = { elements: { created: 0, changed: 0, unchanged: 0 } };

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.join(' ') === b.join(' ') : a === b;

/** Whether the stored element already is what the row says. */
const isUnchanged = (stored: RegisterElementRow, columns: ElementColumns) =>
  Object.entries(columns).every(([field, value]) => sameValue(stored[field as keyof ElementColumns], value));

/**
 * Finds every row's aspect (by the name the back office shows, without regard to case) and element (by its
 * number, among the complex's) and says what is to be done: a row with a number changes its element, one without
 * adds an element to its aspect. An element stays with its aspect.
 */
const planImport = async (tx: Database, complexId: number, read: ImportFile<RegisterRow>): Promise<Plan> => {
  const errors = [...read.errors];
  const fail = (row: number, column: string, message: string) => {
    errors.push({ row, column, message });
  };
  const aspectsByName = new Map<string, number[]>();
  for (const aspect of await findRegisterAspects(tx, complexId)) {
    const name = aspect.name.toLowerCase();
    aspectsByName.set(name, [...(aspectsByName.get(name) ?? []), aspect.id]);
  }
  const stored = new Map((await findRegisterElements(tx, complexId)).map((element) => [element.id, element]));
  const plan: Plan = { summary: { ...importCheck(0, []), ...NOTHING_IMPORTED }, created: [], changed: [] };
  let unchanged = 0;
  for (const { row, elementId, aspect, element } of read.rows) {
    const [aspectId, ...others] = aspectsByName.get(aspect.toLowerCase()) ?? [];
    if (aspectId === undefined || others.length > 0) {
      fail(row, 'aspect', aspectId === undefined ? IMPORT_REASONS.noAspect : IMPORT_REASONS.aspectNameShared);
      continue;
    }
    const columns = elementFields(element);
    if (elementId === null) {
      plan.created.push({ ...columns, aspectId });
      continue;
    }
    const existing = stored.get(elementId);
    if (!existing) fail(row, 'element', IMPORT_REASONS.noElement);
    else if (existing.aspectId !== aspectId) fail(row, 'aspect', IMPORT_REASONS.elementMoves);
    else if (isUnchanged(existing, columns)) unchanged += 1;
    else plan.changed.push({ ...columns, id: elementId });
  }
  errors.sort(byRowAndColumn(REGISTER_COLUMNS));
  plan.summary = {
    // The file's errors beyond the first listed ones cannot be among the first listed of all.
    ...importCheck(read.count, errors, read.errorCount - read.errors.length + errors.length),
    elements: { created: plan.created.length, changed: plan.changed.length, unchanged },
  };
  return plan;
};

const applyPlan = async (tx: Database, plan: Plan, complexId: number, userId: number, at: Date) => {
  await updateRows(tx, aspectElements, plan.changed);
  await insertRows(tx, aspectElements, plan.created, { id: aspectElements.id });
  await recordAudit(tx, {
    userId,
    action: 'complex.register-imported',
    entityId: complexId,
    at,
    details: { rows: plan.summary.rows, ...plan.summary.elements },
  });
};

/**
 * Imports a complex's element register from a file's rows (read by read-import-file.ts). A dry run says what
 * would be added or changed and lists every row's error; applying does it all in one transaction, with one audit
 * event, or (with any error) nothing at all. The complex must be in use (404 without it, 409 when archived).
 */
export const importRegister = (
  db: Database,
  input: {
    complexId: number;
    file: ImportFile<RegisterRow> | ImportOutcome;
    apply: boolean;
    userId: number;
    at: Date;
  },
): Promise<ImportOutcome<RegisterImportSummary>> =>
  db.transaction(async (tx) => {
    await lockComplexInUse(tx, input.complexId);
    return importSteps(input.file, {
      nothing: NOTHING_IMPORTED,
      apply: input.apply,
      check: (read) => planImport(tx, input.complexId, read),
      write: (plan) => applyPlan(tx, plan, input.complexId, input.userId, input.at),
    });
  });
