import { eq, sql } from 'drizzle-orm';
import { usualPlanTerms, type PlanImportSummary } from '@vve/contract/calls/maintenance-plan';
import { IMPORT_REASONS } from '@vve/contract/rules/import-reasons';
import { lastPlanYear } from '@vve/contract/rules/maintenance-plan';
import { PLAN_COLUMNS, type PlanRow } from '@vve/contract/rules/plan-rows';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { insertRows } from '../db/json-rows';
import { planLines } from '../db/schema/maintenance-plans';
import { isoDay } from '../lib/clock';
import { findDraft, findPlanElements } from '../queries/maintenance-plans';
import { lockComplexInUse } from './lock-complex';
import { lockDraft } from './maintenance-plan';
import {
  byRowAndColumn,
  importCheck,
  importSteps,
  type ImportFile,
  type ImportOutcome,
} from './read-import-rows';

/** The counts of a file that is refused as a whole. */
const NOTHING_IMPORTED = { lines: { replaced: 0, added: 0 } };

/**
 * Checks every row against the complex and its draft: its element is one of the complex's register, its first year
 * lies in the draft's years (the usual ones when the complex has no plan yet).
 */
const checkRows = async (tx: Database, complexId: number, read: ImportFile<PlanRow>, at: Date) => {
  const draft = await findDraft(tx, complexId);
  const years = draft ?? usualPlanTerms(isoDay(at));
  const elements = new Set((await findPlanElements(tx, complexId)).map((element) => element.id));
  const errors = [...read.errors];
  for (const { row, line } of read.rows) {
    if (line.elementId !== null && !elements.has(line.elementId)) {
      errors.push({ row, column: 'element', message: IMPORT_REASONS.noElement });
    }
    if (line.firstYear < years.startYear || line.firstYear > lastPlanYear(years)) {
      errors.push({ row, column: 'first_year', message: IMPORT_REASONS.planYearOutside });
    }
  }
  errors.sort(byRowAndColumn(PLAN_COLUMNS));
  const [stored] = draft
    ? await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(planLines)
        .where(eq(planLines.versionId, draft.id))
    : [{ count: 0 }];
  return {
    // The file's errors beyond the first listed ones cannot be among the first listed of all.
    ...importCheck(read.count, errors, read.errorCount - read.errors.length + errors.length),
    lines: { replaced: stored?.count ?? 0, added: read.rows.length },
  };
};

/**
 * Imports a complex's plan lines from a file's rows (read by read-import-file.ts): they replace the draft's lines,
 * so that a plan made elsewhere moves in. A dry run says how many lines would be replaced and added and lists
 * every row's error; applying does it in one transaction with one audit event, or (with any error) nothing. The
 * complex must be in use (404 without it, 409 when archived); adopted versions are never touched.
 */
export const importPlanLines = (
  db: Database,
  input: {
    complexId: number;
    file: ImportFile<PlanRow> | ImportOutcome;
    apply: boolean;
    userId: number;
    at: Date;
  },
): Promise<ImportOutcome<PlanImportSummary>> =>
  db.transaction(async (tx) => {
    await lockComplexInUse(tx, input.complexId);
    return importSteps(input.file, {
      nothing: NOTHING_IMPORTED,
      apply: input.apply,
      check: async (read) => ({ read, summary: await checkRows(tx, input.complexId, read, input.at) }),
      write: async ({ read, summary }) => {
        const draft = await lockDraft(tx, input.complexId, input.at);
        await tx.delete(planLines).where(eq(planLines.versionId, draft.id));
        await insertRows(
          tx,
          planLines,
          read.rows.map(({ line }) => ({ ...line, versionId: draft.id })),
          { id: planLines.id },
        );
        await recordAudit(tx, {
          userId: input.userId,
          action: 'complex.plan-imported',
          entityId: input.complexId,
          at: input.at,
          details: { rows: summary.rows, ...summary.lines },
        });
      },
    });
  });
