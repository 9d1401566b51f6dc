import { maintenancePlanCalls } from '@vve/contract/calls/maintenance-plan';
import { callPath } from '@vve/contract/define-call';
import { apiHost } from '../../../lib/api-host';

/**
 * The address of the complex's adopted plan as a PDF report, for its owners: a plain download, the session
 * cookie along.
 */
export const ownerPlanPdfUrl = (complexId: number): string =>
  `${apiHost}${callPath(maintenancePlanCalls.ownerPlanPdf.path, { id: complexId })}`;
