import type {} from '@fastify/multipart';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bimCalls, IFC_UPLOAD_FIELD, MAX_IFC_BYTES } from '@vve/contract/calls/bim';
import { bimModels } from '../../db/schema/bim';
import { HttpError, notFound } from '../../lib/http-error';
import { sessionUser } from '../../plugins/session/session-plugin';
import { visibleProject } from '../../policies/bim-projects';
import { isAdministrator } from '../../policies/roles';
import { currentModel, findModel, presentModel, projectModels } from './model-repository';
import { pinnedRequests, requestViewerTarget } from './pinned-requests';
import { visibleReports } from '../../policies/reports';
import { receiveIfc } from '../../lib/receive-ifc';
import { findViewpoint } from './viewpoint-repository';
import { recordAudit } from '../../db/audit-log';

/** The 3D calls: projects, IFC uploads and their converted models, viewpoints and pinned requests. */
export const bimRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { bimProject, bimModels: modelsCall, uploadBimModel, bimModelFragments, viewpoint } = bimCalls;
  const guarded = { onRequest: app.authenticate };

  app.get(
    bimProject.path,
    { ...guarded, schema: { params: bimProject.params, response: { 200: bimProject.response } } },
    async (request) => {
      const user = sessionUser(request);
      const project = await visibleProject(app.db, user, request.params.id);
      const model = await currentModel(app.db, project.id);
      return { ...project, model: model ? presentModel(model) : null, canUpload: isAdministrator(user) };
    },
  );

  app.get(
    modelsCall.path,
    { ...guarded, schema: { params: modelsCall.params, response: { 200: modelsCall.response } } },
    async (request) => {
      const project = await visibleProject(app.db, sessionUser(request), request.params.id);
      return (await projectModels(app.db, project.id)).map(presentModel);
    },
  );

  app.post(
    uploadBimModel.path,
    { ...guarded, schema: { params: uploadBimModel.params, response: { 200: uploadBimModel.response } } },
    async (request) => {
      const user = sessionUser(request);
      const project = await visibleProject(app.db, user, request.params.id);
      if (!isAdministrator(user)) throw new HttpError(403, 'Only administrators upload 3D models');
      if (!request.isMultipart())
        throw new HttpError(
          415,
          `Send the IFC file as multipart/form-data in the field '${IFC_UPLOAD_FIELD}'`,
        );
      const part = await request.file({ limits: { fileSize: MAX_IFC_BYTES, files: 1 } });
      if (part?.fieldname !== IFC_UPLOAD_FIELD)
        throw new HttpError(400, `Send the IFC file in the field '${IFC_UPLOAD_FIELD}'`);
      const ifc = await receiveIfc(app.storage, part.file, part.filename);
      const model = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bimModels)
          .values({
            projectId: project.id,
            fileName: ifc.fileName,
            schema: ifc.schema,
            ifcKey: ifc.ifcKey,
            ifcBytes: ifc.size,
            uploadedBy: user.id,
            uploadedAt: app.clock(),
          })
          .returning();
        if (!row) throw new Error('model not stored');
        await recordAudit(tx, {
          userId: user.id,
          action: 'bim-model.uploaded',
          entityId: row.id,
          at: row.uploadedAt,
          details: { projectId: project.id, fileName: row.fileName, schema: row.schema },
        });
        return row;
      });
      app.modelConverter.wake();
      return presentModel(model);
    },
  );

  app.get(
    bimModelFragments.path,
    { ...guarded, schema: { params: bimModelFragments.params } },
    async (request, reply) => {
      const model = await findModel(app.db, request.params.id);
      if (!model) throw notFound('3D model');
      await visibleProject(app.db, sessionUser(request), model.projectId);
      const bytes = model.fragmentsKey && (await app.storage.stream(model.fragmentsKey));
      if (model.status !== 'READY' || !bytes) throw new HttpError(409, 'The 3D model is not converted yet');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(model.fragmentsBytes))
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  app.get(
    viewpoint.path,
    { ...guarded, schema: { params: viewpoint.params, response: { 200: viewpoint.response } } },
    async (request) => {
      const user = sessionUser(request);
      const project = await visibleProject(app.db, user, request.params.id);
      return findViewpoint(app.db, project.id, request.params.guid, await visibleReports(app.db, user));
    },
  );

  app.get(
    bimCalls.pinnedRequests.path,
    {
      ...guarded,
      schema: { params: bimCalls.pinnedRequests.params, response: { 200: bimCalls.pinnedRequests.response } },
    },
    async (request) => {
      const user = sessionUser(request);
      const project = await visibleProject(app.db, user, request.params.id);
      return pinnedRequests(app.db, user, project.id);
    },
  );

  app.get(
    bimCalls.requestViewer.path,
    {
      ...guarded,
      schema: { params: bimCalls.requestViewer.params, response: { 200: bimCalls.requestViewer.response } },
    },
    (request) => requestViewerTarget(app.db, sessionUser(request), request.params.requestId),
  );
  done();
};
