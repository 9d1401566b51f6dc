import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { workAssignmentsCalls } from '@vve/contract/calls/work-assignments';
import { workAssignmentInspections } from '../../db/schema/work-assignments';
import { supplierUpdates, workAssignments } from '../../db/schema/work-assignments';
import { HttpError, notFound } from '../../lib/http-error';
import { inspectionInScope } from '../../policies/inspections';
import { sessionUser } from '../../plugins/session/session-plugin';
import { supplierScope, withinScope } from '../../policies/supplier-scope';
import { workAssignmentInScope } from '../../policies/work-assignments';
import { findWorkAssignments, presentSupplierUpdate } from './work-assignment-repository';
import { recordAudit } from '../../db/audit-log';

/** Work orders (spec §7): a supplier's own organisation's, or all for administrators. */
export const workAssignmentRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { workAssignmentsPage, workAssignment, reportSupplierStatus, workAssignmentsByInspection } =
    workAssignmentsCalls;
  const scopeOf = (request: Parameters<typeof sessionUser>[0]) => supplierScope(sessionUser(request));

  app.get(
    workAssignmentsPage.path,
    {
      onRequest: app.authenticate,
      schema: { params: workAssignmentsPage.params, response: { 200: workAssignmentsPage.response } },
    },
    async (request) =>
      findWorkAssignments(
        app.db,
        withinScope(scopeOf(request), workAssignments.supplierId),
        request.params.n,
      ),
  );

  app.get(
    workAssignment.path,
    {
      onRequest: app.authenticate,
      schema: { params: workAssignment.params, response: { 200: workAssignment.response } },
    },
    async (request) => {
      const scope = scopeOf(request);
      const [found] = await findWorkAssignments(
        app.db,
        and(eq(workAssignments.id, request.params.id), withinScope(scope, workAssignments.supplierId)),
      );
      if (!found) throw notFound('Work order');
      return found;
    },
  );

  app.post(
    reportSupplierStatus.path,
    {
      onRequest: app.authenticate,
      schema: {
        params: reportSupplierStatus.params,
        body: reportSupplierStatus.body,
        response: { 200: reportSupplierStatus.response },
      },
    },
    async (request) => {
      const user = sessionUser(request);
      const scope = supplierScope(user);
      const order = await workAssignmentInScope(app.db, scope, request.params.id);
      if (order.completed) throw new HttpError(409, 'This work order is handled already');
      const description = request.body.description?.trim();
      const update = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supplierUpdates)
          .values({
            workAssignmentId: request.params.id,
            status: request.body.status,
            description: description === undefined || description === '' ? null : description,
            createdBy: user.id,
            createdAt: app.clock(),
          })
          .returning();
        if (!row) throw new Error('status not recorded');
        await recordAudit(tx, {
          userId: user.id,
          action: 'work-order.status-reported',
          entityId: request.params.id,
          at: row.createdAt,
          details: { status: row.status },
        });
        return row;
      });
      return presentSupplierUpdate(update);
    },
  );

  app.get(
    workAssignmentsByInspection.path,
    {
      onRequest: app.authenticate,
      schema: {
        params: workAssignmentsByInspection.params,
        response: { 200: workAssignmentsByInspection.response },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      await inspectionInScope(app.db, scope, request.params.id);
      const linked = app.db
        .select({ id: workAssignmentInspections.workAssignmentId })
        .from(workAssignmentInspections)
        .where(eq(workAssignmentInspections.inspectionId, request.params.id));
      return findWorkAssignments(
        app.db,
        and(inArray(workAssignments.id, linked), withinScope(scope, workAssignments.supplierId)),
      );
    },
  );
  done();
};
