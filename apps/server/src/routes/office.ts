import { officeCalls } from '@vve/contract/calls/office';
import { changeReportStatus } from '../commands/change-report-status';
import { assertOfficeUser } from '../policies/office';
import { presentReportStatusChange } from '../presenters/report-status-change';
import { callRoutes } from './define-route';

/** The back office's calls: administrators only (404 for anyone else). */
export const officeRoutes = callRoutes((route, { db, clock }) => {
  route(officeCalls.changeReportStatus, {
    handler: async ({ user, params, body }) => {
      assertOfficeUser(user, 'Request');
      const change = await changeReportStatus(db, {
        ...body,
        reportId: params.id,
        userId: user.id,
        at: clock(),
      });
      return presentReportStatusChange(change, user.name);
    },
  });
});
