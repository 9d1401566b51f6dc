import { officeCalls } from '@vve/contract/calls/office';
import { addRequestMessage } from '../commands/add-request-message';
import { bulkChangeRequests } from '../commands/bulk-change-requests';
import { changeRequestStatus } from '../commands/change-request-status';
import { changeRequestPriority } from '../commands/change-request-priority';
import { createWorkOrder } from '../commands/create-work-order';
import { markRequestSeen } from '../commands/mark-request-seen';
import { presentOfficeRequest } from '../presenters/office-request';
import { isoDay } from '../lib/clock';
import { presentOfficeWorkOrder } from '../presenters/office-work-order';
import { presentRequestStatusChange } from '../presenters/request-status-change';
import { presentRequestMessage } from '../presenters/request-message';
import { presentWorkOrderChoices } from '../presenters/work-order-choices';
import { findOfficeInspection } from '../reads/office-inspection';
import { findOfficeRequest } from '../reads/office-request';
import { findOfficeWorkOrder } from '../queries/office-work-orders';
import { findRequestMessage } from '../queries/request-messages';
import { findNamesInUse, findSupplierChoices } from '../queries/work-order-choices';
import { complexesInUse } from '../queries/complexes';
import { findInboxPage } from '../reads/office-inbox';
import { countInbox } from '../queries/office-inbox';
import { callRoutes } from './define-route';

/** The back office's calls: administrators only (404 for anyone else). */
export const officeRoutes = callRoutes((route, { db, clock }) => {
  route(officeCalls.officeRequests, {
    fromReplica: true,
    handler: async ({ user, query: { page, ...filters } }) => {
      return findInboxPage(db, filters, { userId: user.id, now: clock() }, page);
    },
  });

  route(officeCalls.officeComplexes, {
    handler: async () => {
      return complexesInUse(db);
    },
  });

  route(officeCalls.officeRequestCounts, {
    handler: async ({ user }) => {
      return countInbox(db, user.id);
    },
  });

  route(officeCalls.officeRequest, {
    handler: async ({ user, params }) => {
      const at = clock();
      const request = await findOfficeRequest(db, params.id);
      await markRequestSeen(db, { userId: user.id, reportId: params.id, at });
      return presentOfficeRequest(request, isoDay(at));
    },
  });

  route(officeCalls.officeInspection, {
    handler: ({ params }) => findOfficeInspection(db, params.id),
  });

  route(officeCalls.addOfficeMessage, {
    handler: async ({ user, params, body }) => {
      const id = await addRequestMessage(db, {
        ...body,
        reportId: params.id,
        where: undefined,
        authorId: user.id,
        at: clock(),
      });
      return presentRequestMessage(await findRequestMessage(db, id));
    },
  });

  route(officeCalls.changeReportStatus, {
    handler: async ({ user, params, body }) => {
      const change = await changeRequestStatus(db, {
        ...body,
        reportId: params.id,
        userId: user.id,
        at: clock(),
      });
      return presentRequestStatusChange(change, user.name);
    },
  });

  route(officeCalls.changeRequestPriority, {
    handler: ({ user, params, body }) =>
      changeRequestPriority(db, {
        reportId: params.id,
        priority: body.priority,
        userId: user.id,
        at: clock(),
      }),
  });

  route(officeCalls.bulkChangeRequests, {
    handler: ({ user, body }) => bulkChangeRequests(db, { ...body, userId: user.id, at: clock() }),
  });

  route(officeCalls.workOrderChoices, {
    handler: async () => {
      const now = clock();
      const suppliers = await findSupplierChoices(db, isoDay(now));
      return presentWorkOrderChoices(suppliers, await findNamesInUse(db), now);
    },
  });

  route(officeCalls.createWorkOrder, {
    handler: async ({ user, params, body }) => {
      const at = clock();
      const id = await createWorkOrder(db, { ...body, requestId: params.id, userId: user.id, at });
      return presentOfficeWorkOrder(await findOfficeWorkOrder(db, id), isoDay(at));
    },
  });
});
