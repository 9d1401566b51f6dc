import { detailsCalls } from '@vve/contract/calls/details';
import { visibleProjects } from '../policies/bim-projects';
import { inUse, residentComplex, residentComplexes } from '../policies/resident-complexes';
import { presentComplex, presentDetails } from '../presenters/complex';
import { findListedProjects } from '../queries/bim-projects';
import { activeBudgets, plannedMeetings } from '../queries/complexes';
import { callRoutes } from './define-route';

/**
 * The request-app's details calls (spec §7): the user's complexes, one complex, the 3D projects. Archived
 * complexes and their projects are not listed; one that a record refers to still opens.
 */
export const detailsRoutes = callRoutes((route, { db, clock }) => {
  route(detailsCalls.details, {
    handler: async ({ user }) =>
      presentDetails(user.name, (await residentComplexes(db, user.id)).filter(inUse)),
  });

  route(detailsCalls.vve, {
    handler: async ({ user, params }) => {
      const complex = await residentComplex(db, user.id, params.vveId);
      const [meetings, budgets] = await Promise.all([
        plannedMeetings(db, complex.id, clock()),
        activeBudgets(db, complex.id),
      ]);
      return presentComplex(complex, meetings, budgets);
    },
  });

  route(detailsCalls.bimProjects, {
    handler: async ({ user }) => findListedProjects(db, await visibleProjects(db, user)),
  });
});
