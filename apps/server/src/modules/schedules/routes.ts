import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { schedulesCalls } from '@vve/contract/calls/schedules';
import { onPage } from '../../db/paging';
import { aspects, inspections, schedules } from '../../db/schema/inspections';
import { sessionUser } from '../../plugins/session/session-plugin';
import {
  aspectColumns,
  aspectComplexJoin,
  aspectTypeJoin,
  presentAspect,
} from '../aspects/aspect-repository';
import { aspectTypes } from '../../db/schema/inspections';
import { complexes } from '../../db/schema/complexes';
import { supplierScope, withinScope } from '../../policies/supplier-scope';

/** The open inspection tasks (spec §7), soonest first, 50 a page. */
export const scheduleRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { aspectSchedulesPage } = schedulesCalls;
  app.get(
    aspectSchedulesPage.path,
    {
      onRequest: app.authenticate,
      schema: { params: aspectSchedulesPage.params, response: { 200: aspectSchedulesPage.response } },
    },
    async (request) => {
      const user = sessionUser(request);
      const scope = supplierScope(user);
      const open = and(isNull(schedules.performedAt), withinScope(scope, schedules.supplierId));
      const soonestFirst = [asc(schedules.scheduledDate), asc(schedules.id)];
      const rows = await app.db
        .select({
          id: schedules.id,
          scheduledDate: schedules.scheduledDate,
          aspect: aspectColumns,
          draftInspectionId: inspections.id,
        })
        .from(schedules)
        .innerJoin(aspects, eq(aspects.id, schedules.aspectId))
        // The caller's draft of the task: at most one (inspections_one_draft_per_schedule).
        .leftJoin(
          inspections,
          and(
            eq(inspections.scheduleId, schedules.id),
            eq(inspections.createdBy, user.id),
            eq(inspections.draft, true),
          ),
        )
        .innerJoin(aspectTypes, aspectTypeJoin)
        .innerJoin(complexes, aspectComplexJoin)
        .where(onPage(app.db, schedules.id, open, soonestFirst, request.params.n))
        .orderBy(...soonestFirst);
      return rows.map((row) => ({
        id: row.id,
        scheduledDate: row.scheduledDate,
        aspect: presentAspect(row.aspect),
        draftInspectionId: row.draftInspectionId,
      }));
    },
  );
  done();
};
