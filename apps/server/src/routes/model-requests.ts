import { modelRequestsCalls } from '@vve/contract/calls/model-requests';
import { raiseModelRequest } from '../commands/raise-model-request';
import { visibleProject } from '../policies/bim-projects';
import { findProject } from '../queries/bim-projects';
import { callRoutes } from './define-route';

/** From the model to action: an administrator raises a request, or a request with its work order, at a picked element. */
export const modelRequestsRoutes = callRoutes((route, { db, clock }) => {
  route(modelRequestsCalls.raiseModelRequest, {
    handler: async ({ user, params, body }) =>
      raiseModelRequest(db, {
        project: await findProject(db, await visibleProject(db, user, params.id)),
        description: body.description,
        viewpoint: body.viewpoint,
        workOrder: body.workOrder,
        userId: user.id,
        at: clock(),
      }),
  });
});
