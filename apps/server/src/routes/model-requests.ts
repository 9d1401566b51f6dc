import { modelRequestsCalls } from '@vve/contract/calls/model-requests';
import { putViewpointSnapshot } from '../commands/insert-viewpoint';
import { raiseModelRequest } from '../commands/raise-model-request';
import { visibleProject } from '../policies/bim-projects';
import { findProject } from '../queries/bim-projects';
import { SNAPSHOT_BODY_LIMIT } from './body-limits';
import { callRoutes } from './define-route';

/** From the model to action: an administrator raises a request, or a request with its work order, at a picked element. */
export const modelRequestsRoutes = callRoutes((route, { db, clock, storage }) => {
  route(modelRequestsCalls.raiseModelRequest, {
    bodyLimit: SNAPSHOT_BODY_LIMIT,
    handler: async ({ user, params, body }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      return raiseModelRequest(db, {
        project,
        description: body.description,
        viewpoint: await putViewpointSnapshot(storage, body.viewpoint, user.id),
        workOrder: body.workOrder,
        userId: user.id,
        at: clock(),
      });
    },
  });
});
