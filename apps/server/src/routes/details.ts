import { detailsCalls } from '@vve/contract/calls/details';
import { visibleProjects } from '../policies/bim-projects';
import { inUse, residentComplexes, residentOf } from '../policies/resident-complexes';
import { presentDetails } from '../presenters/complex';
import { findListedProjects } from '../queries/bim-projects';
import { findComplexAnswer } from '../queries/complexes';
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
    handler: ({ user, params }) => findComplexAnswer(db, params.vveId, residentOf(user.id), clock()),
  });

  route(detailsCalls.bimProjects, {
    handler: async ({ user }) => findListedProjects(db, await visibleProjects(db, user)),
  });
});
