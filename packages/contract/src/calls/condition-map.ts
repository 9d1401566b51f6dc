import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDateTime } from '../primitives';
import { ElementScore } from '../rules/element-score';
import { IfcGuid } from './bim';
import { PlanActivity } from './maintenance-plan';
import { RegisterElement } from './office-planning';
import { IdParams } from './params';

/** The most model elements one call links to a register element. */
export const MAX_LINKED_AT_ONCE = 100;

/** A score a performed inspection gave an element. */
export const MapScore = z.object({ inspectionId: Id, performedAt: IsoDateTime, score: ElementScore });
export type MapScore = z.infer<typeof MapScore>;

/** A work of the maintenance plan's draft on an element: the years it falls in and its cost there (euros). */
export const MapPlanLine = z.object({
  id: Id,
  activity: PlanActivity,
  description: z.string(),
  works: z.array(z.object({ year: z.number().int(), cost: z.number() })),
});
export type MapPlanLine = z.infer<typeof MapPlanLine>;

/** An element of the register on the condition map: the model elements it stands for and every score, oldest first. */
export const MapElement = z.object({
  id: Id,
  aspectId: Id,
  /** The aspect's own name, else its type's. */
  aspectName: z.string(),
  label: z.string(),
  location: z.string(),
  nlsfbCode: z.string().nullable(),
  globalIds: z.array(IfcGuid),
  scores: z.array(MapScore),
  /** The draft plan's works on it; administrators only (empty for anyone else). */
  planLines: z.array(MapPlanLine),
});
export type MapElement = z.infer<typeof MapElement>;

/**
 * A 3D project's condition map: the register elements of its complex that the caller may see (administrators all,
 * a supplier those of the aspects its organisation has a task or an inspection of), for painting the model by
 * their latest score at any moment.
 */
export const ConditionMap = z.object({
  projectId: Id,
  complexId: Id,
  elements: z.array(MapElement),
  /**
   * Whether the caller may link model elements to these register elements: administrators, and suppliers (the
   * inspector linking the elements they grade).
   */
  mayLink: z.boolean(),
  /** Whether the viewer proposes links from the model's classes, to accept one by one (administrators). */
  proposesLinks: z.boolean(),
});
export type ConditionMap = z.infer<typeof ConditionMap>;

/** Model elements to link to a register element (those already linked are kept once). */
export const ModelLinksPayload = z.strictObject({
  globalIds: z.array(IfcGuid).min(1).max(MAX_LINKED_AT_ONCE),
});
export type ModelLinksPayload = z.infer<typeof ModelLinksPayload>;

export const ModelLinkParams = IdParams.extend({ guid: IfcGuid });

/**
 * The condition map of a 3D project (404 to residents and to whoever does not see the project), and linking model
 * elements to the register by picking them: administrators any element, a supplier those of the aspects its
 * organisation has a task or an inspection of (404 for any other, as for residents).
 */
export const conditionMapCalls = {
  conditionMap: defineCall({
    method: 'GET',
    path: '/api/app/bim/projects/:id/condition-map',
    params: IdParams,
    response: ConditionMap,
  }),
  linkModelElements: defineCall({
    method: 'POST',
    path: '/api/app/aspect-elements/:id/model-links',
    params: IdParams,
    body: ModelLinksPayload,
    response: RegisterElement,
  }),
  unlinkModelElement: defineCall({
    method: 'DELETE',
    path: '/api/app/aspect-elements/:id/model-links/:guid',
    params: ModelLinkParams,
    response: RegisterElement,
  }),
};
