import type {} from '@fastify/multipart';
import { bimCalls, IFC_UPLOAD_FIELD, MAX_IFC_BYTES } from '@vve/contract/calls/bim';
import { recordBimModel } from '../commands/record-bim-model';
import { notFound, refusal } from '../lib/http-error';
import { receiveIfc } from '../lib/receive-ifc';
import { storedAnswer } from '../lib/stored-answer';
import { assertMayUploadModels, visibleProject } from '../policies/bim-projects';
import { seesConditionMap } from '../policies/condition-map';
import { workOrderReports, visibleRequests } from '../policies/requests';
import { visibleViewpoints } from '../policies/viewpoints';
import { presentModel } from '../presenters/bim-model';
import { presentPinnedRequest, presentViewpoint } from '../presenters/viewpoint';
import { currentModel, findModel, projectModels } from '../queries/bim-models';
import { findProject } from '../queries/bim-projects';
import { findPinnedRequests, findRequestViewerTarget, findViewpoint } from '../queries/viewpoints';
import { callRoutes } from './define-route';

/** The 3D calls: projects, IFC uploads and their converted models, viewpoints and pinned requests. */
export const bimRoutes = callRoutes((route, { db, clock, storage, workSignals }) => {
  route(bimCalls.bimProject, {
    handler: async ({ user, params }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      const [model, conditionMap] = await Promise.all([
        currentModel(db, project.id),
        seesConditionMap(db, user, project.complexId),
      ]);
      return { ...project, model: model ? presentModel(model) : null, conditionMap };
    },
  });

  route(bimCalls.bimModels, {
    handler: async ({ user, params }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      return (await projectModels(db, project.id)).map(presentModel);
    },
  });

  route(bimCalls.uploadBimModel, {
    handler: async ({ user, params, request }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      assertMayUploadModels(user);
      if (!request.isMultipart()) throw refusal('sendIfcAsMultipart', { field: IFC_UPLOAD_FIELD });
      const part = await request.file({ limits: { fileSize: MAX_IFC_BYTES, files: 1 } });
      if (part?.fieldname !== IFC_UPLOAD_FIELD) throw refusal('sendIfcInField', { field: IFC_UPLOAD_FIELD });
      const ifc = await receiveIfc(storage, part.file, part.filename);
      const model = await recordBimModel(db, {
        projectId: project.id,
        ifc,
        uploadedBy: user.id,
        uploadedAt: clock(),
      });
      workSignals.send('models');
      return presentModel(model);
    },
  });

  route(bimCalls.bimModelFragments, {
    handler: async ({ user, params, request, reply }) => {
      const model = await findModel(db, params.id);
      if (!model) throw notFound('3D model');
      await findProject(db, await visibleProject(db, user, model.projectId));
      const answer =
        model.status === 'READY' &&
        model.fragmentsKey &&
        (await storedAnswer(
          {
            storage,
            key: model.fragmentsKey,
            headers: {
              'content-type': 'application/octet-stream',
              'cache-control': 'private, max-age=31536000, immutable',
            },
          },
          request.headers,
        ));
      if (!answer) throw refusal('modelNotConverted');
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });

  route(bimCalls.viewpoint, {
    handler: async ({ user, params }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      return presentViewpoint(await findViewpoint(db, project.id, params.guid, visibleViewpoints(db, user)));
    },
  });

  route(bimCalls.pinnedRequests, {
    handler: async ({ user, params }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      return (await findPinnedRequests(db, project.id, visibleRequests(db, user))).map(presentPinnedRequest);
    },
  });

  // Only the supplier of a work order for the request, and administrators, open it in the supplier viewer.
  route(bimCalls.requestViewer, {
    handler: ({ user, params }) => findRequestViewerTarget(db, params.requestId, workOrderReports(db, user)),
  });
});
