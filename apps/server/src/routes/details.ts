import { detailsCalls } from '@vve/contract/calls/details';
import { saveContactDetails } from '../commands/save-contact-details';
import { visibleProjects } from '../policies/bim-projects';
import { inUse, residentComplexes, residentOf } from '../policies/resident-complexes';
import { presentDetails } from '../presenters/complex';
import { findListedProjects } from '../queries/bim-projects';
import { findComplexAnswer } from '../reads/complexes';
import { findContactDetails } from '../queries/contact-details';
import { callRoutes } from './define-route';

/**
 * The request-app's details calls (spec §7): the user's complexes, one complex, the 3D projects. Archived
 * complexes and their projects are not listed; one that a record refers to still opens. And the user's own
 * contact details: their phone, and whether suppliers may see it.
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

  route(detailsCalls.contactDetails, { handler: ({ user }) => findContactDetails(db, user.id) });

  route(detailsCalls.updateContactDetails, {
    handler: ({ user, body }) => saveContactDetails(db, user.id, body, clock()),
  });
});
