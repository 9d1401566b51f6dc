import { maintenancePlanCalls } from '@vve/contract/calls/maintenance-plan';
import {
  acceptPlanProposals,
  addPlanLine,
  adoptPlan,
  changePlanLine,
  removePlanLine,
  savePlanTerms,
} from '../commands/maintenance-plan';
import { isoDay } from '../lib/clock';
import { ownedComplex } from '../policies/resident-complexes';
import { readMaintenancePlan, readPlanVersion } from '../reads/maintenance-plan';
import { readOwnerPlanSummary } from '../reads/owner-plan-summary';
import { callRoutes } from './define-route';

/**
 * A complex's long-term maintenance plan (MJOP): in the back office its versions, terms, lines and proposals
 * (administrators only); for its owners the adopted plan's summary.
 */
export const maintenancePlanRoutes = callRoutes((route, { db, clock }) => {
  /** The complex's draft plan with its sums, as every change answers it. */
  const draftOf = (complexId: number) => readMaintenancePlan(db, complexId, isoDay(clock()));

  route(maintenancePlanCalls.maintenancePlan, {
    handler: ({ params: { id } }) => draftOf(id),
  });

  route(maintenancePlanCalls.planVersion, {
    handler: ({ params: { id } }) => readPlanVersion(db, id, isoDay(clock())),
  });

  route(maintenancePlanCalls.savePlanTerms, {
    handler: async ({ user, params: { id }, body }) => {
      await savePlanTerms(db, { complexId: id, terms: body, userId: user.id, at: clock() });
      return draftOf(id);
    },
  });

  route(maintenancePlanCalls.addPlanLine, {
    handler: async ({ user, params: { id }, body }) => {
      await addPlanLine(db, { complexId: id, line: body, userId: user.id, at: clock() });
      return draftOf(id);
    },
  });

  route(maintenancePlanCalls.changePlanLine, {
    handler: async ({ user, params: { id }, body }) =>
      draftOf(await changePlanLine(db, { lineId: id, line: body, userId: user.id, at: clock() })),
  });

  route(maintenancePlanCalls.removePlanLine, {
    handler: async ({ user, params: { id } }) =>
      draftOf(await removePlanLine(db, { lineId: id, userId: user.id, at: clock() })),
  });

  route(maintenancePlanCalls.acceptPlanProposals, {
    handler: async ({ user, params: { id }, body }) => {
      await acceptPlanProposals(db, { complexId: id, lineIds: body.lineIds, userId: user.id, at: clock() });
      return draftOf(id);
    },
  });

  route(maintenancePlanCalls.ownerPlanSummary, {
    handler: async ({ user, params: { id } }) =>
      readOwnerPlanSummary(db, await ownedComplex(db, user.id, id), isoDay(clock())),
  });

  route(maintenancePlanCalls.adoptPlan, {
    handler: async ({ user, params: { id }, body }) => {
      await adoptPlan(db, { complexId: id, adoption: body, userId: user.id, at: clock() });
      return draftOf(id);
    },
  });
});
