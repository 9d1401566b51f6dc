import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { aspectsCalls } from '@vve/contract/calls/aspects';
import { aspectElements } from '../../db/schema/inspections';
import { sessionUser } from '../../plugins/session/session-plugin';
import { supplierScope } from '../../policies/supplier-scope';
import { assertAspectVisible } from '../../policies/aspects';

/** The elements of an aspect (spec §7), in location order. */
export const aspectRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { aspectElements: elementsCall } = aspectsCalls;
  app.get(
    elementsCall.path,
    {
      onRequest: app.authenticate,
      schema: { params: elementsCall.params, response: { 200: elementsCall.response } },
    },
    async (request) => {
      await assertAspectVisible(app.db, supplierScope(sessionUser(request)), request.params.aspectId);
      const rows = await app.db
        .select()
        .from(aspectElements)
        .where(eq(aspectElements.aspectId, request.params.aspectId))
        .orderBy(asc(aspectElements.location), asc(aspectElements.codeFull), asc(aspectElements.id));
      return rows.map((row) => ({
        id: row.id,
        label: row.label,
        location: row.location,
        elementCode: { fullCode: row.codeFull, name: row.codeName },
      }));
    },
  );
  done();
};
