import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdParam } from '../primitives';
import { BimProject } from './details';
import { ElementConditionHistory } from './office-conditions';
import { RegisterElement } from './office-planning';
import { IdParams } from './params';

/**
 * The element register of an aspect, an element's condition history and the 3D projects of the aspect's complex (in
 * which the inspector links the elements graded), for the suppliers who inspect them: a supplier sees those of the
 * aspects its organisation has a task or an inspection of (as the aspect's elements, spec §7), an administrator all;
 * to anyone else they do not exist (404). Residents see none of it.
 */
export const aspectRegisterCalls = {
  aspectRegister: defineCall({
    method: 'GET',
    path: '/api/app/aspect/:aspectId/register',
    params: z.object({ aspectId: IdParam }),
    response: z.array(RegisterElement),
  }),
  aspectProjects: defineCall({
    method: 'GET',
    path: '/api/app/aspect/:aspectId/projects',
    params: z.object({ aspectId: IdParam }),
    response: z.array(BimProject),
  }),
  aspectElementConditionHistory: defineCall({
    method: 'GET',
    path: '/api/app/aspect-elements/:id/condition-history',
    params: IdParams,
    response: ElementConditionHistory,
  }),
};
