import { officeConditionsCalls } from '@vve/contract/calls/office-conditions';
import { readComplexConditions, readElementConditionHistory } from '../reads/office-conditions';
import { findElement } from '../queries/office-planning';
import { callRoutes } from './define-route';

/** The back office's condition overview of a complex and the condition history of an element; administrators only. */
export const officeConditionsRoutes = callRoutes((route, { db }) => {
  route(officeConditionsCalls.complexConditions, {
    handler: async ({ params: { id } }) => readComplexConditions(db, id),
  });

  route(officeConditionsCalls.elementConditionHistory, {
    handler: async ({ params: { id } }) => readElementConditionHistory(db, await findElement(db, id)),
  });
});
