import { aspectRegisterCalls } from '@vve/contract/calls/aspect-register';
import { assertAspectVisible } from '../policies/aspects';
import { assertElementConditionVisible } from '../policies/condition-map';
import { supplierScope } from '../policies/supplier-scope';
import { presentRegisterElement } from '../presenters/aspect-element';
import { findAspectElements } from '../queries/aspects';
import { findListedProjects, projectsOfAspect } from '../queries/bim-projects';
import { findElement } from '../queries/office-planning';
import { readElementConditionHistory } from '../reads/office-conditions';
import { callRoutes } from './define-route';

/**
 * An aspect's element register, the 3D projects of its complex and an element's condition history for the
 * suppliers who inspect the aspect (a task or an inspection of it) and administrators, the history also for the
 * owners the condition map is shown to; 404 for anyone else.
 */
export const aspectRegisterRoutes = callRoutes((route, { db }) => {
  route(aspectRegisterCalls.aspectRegister, {
    handler: async ({ user, params: { aspectId } }) => {
      await assertAspectVisible(db, supplierScope(user), aspectId);
      return (await findAspectElements(db, aspectId)).map(presentRegisterElement);
    },
  });

  route(aspectRegisterCalls.aspectProjects, {
    handler: async ({ user, params: { aspectId } }) => {
      await assertAspectVisible(db, supplierScope(user), aspectId);
      return findListedProjects(db, projectsOfAspect(aspectId));
    },
  });

  route(aspectRegisterCalls.aspectElementConditionHistory, {
    handler: async ({ user, params: { id } }) => {
      const element = await findElement(db, id);
      await assertElementConditionVisible(db, user, element);
      return readElementConditionHistory(db, element);
    },
  });
});
