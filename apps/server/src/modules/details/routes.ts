import { asc, eq, gte, and } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { detailsCalls } from '@vve/contract/calls/details';
import { meetings } from '../../db/schema/complexes';
import { budgets, financialYears } from '../../db/schema/finance';
import { sessionUser } from '../../plugins/session/session-plugin';
import { visibleProjects } from '../../policies/bim-projects';
import { residentComplex, residentComplexes } from '../../policies/resident-complexes';

/** The request-app's details calls (spec §7): the user's complexes, one complex, the 3D projects. */
export const detailsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { details, vve, bimProjects: projectsCall } = detailsCalls;

  app.get(
    details.path,
    { onRequest: app.authenticate, schema: { response: { 200: details.response } } },
    async (request) => {
      const user = sessionUser(request);
      const mine = await residentComplexes(app.db, user.id);
      return {
        name: user.name,
        vves: Object.fromEntries(mine.map((complex) => [String(complex.id), complex.naam])),
      };
    },
  );

  app.get(
    vve.path,
    { onRequest: app.authenticate, schema: { params: vve.params, response: { 200: vve.response } } },
    async (request) => {
      const complex = await residentComplex(app.db, sessionUser(request).id, request.params.vveId);
      const [planned, activeBudgets] = await Promise.all([
        app.db
          .select({ startsAt: meetings.startsAt })
          .from(meetings)
          .where(and(eq(meetings.complexId, complex.id), gte(meetings.startsAt, app.clock())))
          .orderBy(asc(meetings.startsAt)),
        app.db
          .select({ id: budgets.id })
          .from(budgets)
          .innerJoin(financialYears, eq(financialYears.id, budgets.financialYearId))
          .where(and(eq(financialYears.complexId, complex.id), eq(budgets.active, true)))
          .orderBy(asc(budgets.id)),
      ]);
      return {
        omschrijving: complex.omschrijving,
        financieelBeheer: complex.financieelBeheer,
        actieveBegrotingIds: complex.financieelBeheer ? activeBudgets.map((budget) => budget.id) : [],
        vergaderingen: planned.map((meeting) => meeting.startsAt.toISOString()),
      };
    },
  );

  app.get(
    projectsCall.path,
    { onRequest: app.authenticate, schema: { response: { 200: projectsCall.response } } },
    (request) => visibleProjects(app.db, sessionUser(request)),
  );
  done();
};
