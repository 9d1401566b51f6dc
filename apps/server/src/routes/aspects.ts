import { aspectsCalls } from '@vve/contract/calls/aspects';
import { assertAspectVisible } from '../policies/aspects';
import { supplierScope } from '../policies/supplier-scope';
import { presentAspectElement } from '../presenters/aspect-element';
import { findAspectElements } from '../queries/aspects';
import { callRoutes } from './define-route';

/** Aspects (spec §7): the elements of an aspect that the caller's organisation has a task or an inspection of. */
export const aspectRoutes = callRoutes((route, { db }) => {
  route(aspectsCalls.aspectElements, {
    handler: async ({ user, params }) => {
      await assertAspectVisible(db, supplierScope(user), params.aspectId);
      return (await findAspectElements(db, params.aspectId)).map(presentAspectElement);
    },
  });
});
