import {
  maintenancePlanCalls,
  PLAN_TEMPLATE_NAME,
  planFileName,
  PlanImportRefusal,
  type MaintenancePlan,
  type PlanExportFormat,
} from '@vve/contract/calls/maintenance-plan';
import type { Language } from '@vve/contract/constants';
import type { FastifyReply } from 'fastify';
import { importPlanLines } from '../commands/import-plan-lines';
import {
  acceptPlanProposals,
  addPlanLine,
  adoptPlan,
  changePlanLine,
  removePlanLine,
  savePlanTerms,
} from '../commands/maintenance-plan';
import { isoDay } from '../lib/clock';
import { planReport } from '../lib/plan-report/plan-report';
import { sendDownload } from '../lib/send-download';
import { EXPORT_CONTENT_TYPES } from '@vve/contract/calls/office-exports';
import { writeWorkbook } from '../lib/spreadsheet/write-xlsx';
import { planWorkbook, PLAN_TEMPLATE } from '../presenters/plan-sheets';
import { findLanguageOf } from '../queries/office-people';
import { findNewestAdopted } from '../queries/maintenance-plans';
import { answerImport, receiveImport } from './receive-import';
import { notFound } from '../lib/http-error';
import { ownedComplex } from '../policies/resident-complexes';
import { readMaintenancePlan, readPlanVersion } from '../reads/maintenance-plan';
import { readOwnerPlanSummary } from '../reads/owner-plan-summary';
import { callRoutes } from './define-route';

/**
 * A complex's long-term maintenance plan (MJOP): in the back office its versions, terms, lines and proposals
 * (administrators only); for its owners the adopted plan's summary.
 */
/** A version of the plan as a file: the workbook, or the report in the reader's language. */
const sendPlan = async (
  reply: FastifyReply,
  plan: MaintenancePlan,
  format: PlanExportFormat,
  language: Language,
  today: string,
) => {
  const name = planFileName(plan.complex.id, plan.version.adoptedOn, format);
  if (format === 'pdf')
    return sendDownload(reply, await planReport(plan, language, today), 'application/pdf', name);
  return sendDownload(reply, await writeWorkbook(planWorkbook(plan)), EXPORT_CONTENT_TYPES.xlsx, name);
};

export const maintenancePlanRoutes = callRoutes((route, { db, clock }) => {
  /** The complex's draft plan with its sums, as every change answers it. */
  const draftOf = (complexId: number) => readMaintenancePlan(db, complexId, isoDay(clock()));

  route(maintenancePlanCalls.exportPlanVersion, {
    handler: async ({ user, params: { id }, query: { format }, reply }) => {
      const today = isoDay(clock());
      const plan = await readPlanVersion(db, id, today);
      return sendPlan(reply, plan, format, await findLanguageOf(db, user.id), today);
    },
  });

  route(maintenancePlanCalls.ownerPlanPdf, {
    handler: async ({ user, params: { id }, reply }) => {
      const complex = await ownedComplex(db, user.id, id);
      const adopted = await findNewestAdopted(db, complex.id);
      if (!adopted) throw notFound('Maintenance plan');
      const today = isoDay(clock());
      const plan = await readPlanVersion(db, adopted.id, today);
      return sendPlan(reply, plan, 'pdf', await findLanguageOf(db, user.id), today);
    },
  });

  route(maintenancePlanCalls.planImportTemplate, {
    handler: ({ reply }) => sendDownload(reply, PLAN_TEMPLATE, EXPORT_CONTENT_TYPES.csv, PLAN_TEMPLATE_NAME),
  });

  route(maintenancePlanCalls.importPlanLines, {
    otherAnswers: { 400: PlanImportRefusal },
    handler: async ({ user, params: { id }, query, request, reply }) => {
      const outcome = await importPlanLines(db, {
        complexId: id,
        file: await receiveImport(request, 'plan'),
        apply: query.mode === 'apply',
        userId: user.id,
        at: clock(),
      });
      return answerImport(reply, outcome);
    },
  });

  route(maintenancePlanCalls.maintenancePlan, {
    handler: ({ params: { id } }) => draftOf(id),
  });

  route(maintenancePlanCalls.planVersion, {
    handler: ({ params: { id } }) => readPlanVersion(db, id, isoDay(clock())),
  });

  route(maintenancePlanCalls.savePlanTerms, {
    handler: async ({ user, params: { id }, body }) => {
      await savePlanTerms(db, { complexId: id, terms: body, userId: user.id, at: clock() });
      return draftOf(id);
    },
  });

  route(maintenancePlanCalls.addPlanLine, {
    handler: async ({ user, params: { id }, body }) => {
      await addPlanLine(db, { complexId: id, line: body, userId: user.id, at: clock() });
      return draftOf(id);
    },
  });

  route(maintenancePlanCalls.changePlanLine, {
    handler: async ({ user, params: { id }, body }) =>
      draftOf(await changePlanLine(db, { lineId: id, line: body, userId: user.id, at: clock() })),
  });

  route(maintenancePlanCalls.removePlanLine, {
    handler: async ({ user, params: { id } }) =>
      draftOf(await removePlanLine(db, { lineId: id, userId: user.id, at: clock() })),
  });

  route(maintenancePlanCalls.acceptPlanProposals, {
    handler: async ({ user, params: { id }, body }) => {
      await acceptPlanProposals(db, { complexId: id, lineIds: body.lineIds, userId: user.id, at: clock() });
      return draftOf(id);
    },
  });

  route(maintenancePlanCalls.ownerPlanSummary, {
    handler: async ({ user, params: { id } }) =>
      readOwnerPlanSummary(db, await ownedComplex(db, user.id, id), isoDay(clock())),
  });

  route(maintenancePlanCalls.adoptPlan, {
    handler: async ({ user, params: { id }, body }) => {
      await adoptPlan(db, { complexId: id, adoption: body, userId: user.id, at: clock() });
      return draftOf(id);
    },
  });
});
