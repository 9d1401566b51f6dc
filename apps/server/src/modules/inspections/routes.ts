import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { inspectionsCalls } from '@vve/contract/calls/inspections';
import { reportsCalls } from '@vve/contract/calls/reports';
import { ReportStatus } from '@vve/contract/enums';
import { users } from '../../db/schema/accounts';
import { inspections } from '../../db/schema/inspections';
import { workAssignmentInspections } from '../../db/schema/work-assignments';
import { reports } from '../../db/schema/reports';
import { notFound } from '../../lib/http-error';
import { sessionUser } from '../../plugins/session/session-plugin';
import { supplierScope, withinScope } from '../../policies/supplier-scope';
import { workAssignmentInScope } from '../../policies/work-assignments';
import { inspectionInScope } from '../../policies/inspections';
import { findInspection, findInspections } from './inspection-repository';
import { saveInspection } from './save-inspection';
import { startInspection } from './start-inspection';

/** Inspections (spec §7): a supplier's own organisation's, or all for administrators. */
export const inspectionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const {
    inspectionsPage,
    inspection,
    inspectionsByWorkAssignment,
    newInspection,
    saveInspection: save,
  } = inspectionsCalls;
  const guarded = { onRequest: app.authenticate };
  const scopeOf = (request: Parameters<typeof sessionUser>[0]) => supplierScope(sessionUser(request));

  app.get(
    inspectionsPage.path,
    { ...guarded, schema: { params: inspectionsPage.params, response: { 200: inspectionsPage.response } } },
    async (request) =>
      findInspections(app.db, withinScope(scopeOf(request), inspections.supplierId), request.params.n),
  );

  // Registered before `/inspections/:id`, which would otherwise take 'new' for an id.
  app.get(
    newInspection.path,
    { ...guarded, schema: { querystring: newInspection.query, response: { 200: newInspection.response } } },
    async (request) => {
      const id = await startInspection(
        app.db,
        scopeOf(request),
        sessionUser(request).id,
        request.query.aspect,
        request.query.schedule,
        app.clock(),
      );
      const draft = await findInspection(app.db, eq(inspections.id, id));
      if (!draft) throw notFound('Inspection');
      return draft;
    },
  );

  app.get(
    inspection.path,
    { ...guarded, schema: { params: inspection.params, response: { 200: inspection.response } } },
    async (request) => {
      const found = await findInspection(
        app.db,
        and(eq(inspections.id, request.params.id), withinScope(scopeOf(request), inspections.supplierId)),
      );
      if (!found) throw notFound('Inspection');
      return found;
    },
  );

  app.get(
    inspectionsByWorkAssignment.path,
    {
      ...guarded,
      schema: {
        params: inspectionsByWorkAssignment.params,
        response: { 200: inspectionsByWorkAssignment.response },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await workAssignmentInScope(app.db, scope, request.params.id);
      const linked = app.db
        .select({ id: workAssignmentInspections.inspectionId })
        .from(workAssignmentInspections)
        .where(eq(workAssignmentInspections.workAssignmentId, request.params.id));
      return findInspections(
        app.db,
        and(inArray(inspections.id, linked), withinScope(scope, inspections.supplierId)),
      );
    },
  );

  // The spec leaves PUT or POST open; both save, under /inspections and under /api/app/inspections.
  for (const method of ['PUT', 'POST'] as const) {
    for (const prefix of ['', '/api/app']) {
      app.route({
        method,
        url: `${prefix}${save.path}`,
        ...guarded,
        schema: { params: save.params, body: save.body, response: { 200: save.response } },
        handler: async (request) => {
          const user = sessionUser(request);
          const scope = supplierScope(user);
          await saveInspection(app.db, scope, user.id, request.params.id, request.body, app.clock());
          const saved = await findInspection(app.db, eq(inspections.id, request.params.id));
          if (!saved) throw notFound('Inspection');
          return saved;
        },
      });
    }
  }

  done();
};
