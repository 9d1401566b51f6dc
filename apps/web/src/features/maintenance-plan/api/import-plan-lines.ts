import { IMPORT_FILE_FIELD, type ImportMode } from '@vve/contract/calls/office-import';
import { maintenancePlanCalls, type PlanImportSummary } from '@vve/contract/calls/maintenance-plan';
import { apiCall } from '../../../lib/api-client';
import { apiHost } from '../../../lib/api-host';

/** A complex's plan lines from a file, replacing the draft's: a dry run, or applied (all of it or nothing). */
export const importPlanLines =
  (complexId: number) =>
  (file: File, mode: ImportMode): Promise<PlanImportSummary> => {
    const body = new FormData();
    body.append(IMPORT_FILE_FIELD, file);
    return apiCall(maintenancePlanCalls.importPlanLines, {
      params: { id: complexId },
      query: { mode },
      body,
    });
  };

/** The address of the plan import's template (a CSV download, for administrators). */
export const planTemplateUrl = (): string => `${apiHost}${maintenancePlanCalls.planImportTemplate.path}`;
