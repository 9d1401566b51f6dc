import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IdParam } from '../primitives';

/** The type of a building aspect, e.g. a roof or a lift. */
export const AspectType = z.object({
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
});
export type AspectType = z.infer<typeof AspectType>;

/** A building aspect as inspections and schedules show it (spec §3). */
export const Aspect = z.object({
  id: Id,
  /** The aspect's own name ('Platte daken blok A'); null when it goes by its type's name. */
  name: z.string().nullable(),
  aspectType: AspectType,
  complexAddress: z.string(),
  complexName: z.string(),
});
export type Aspect = z.infer<typeof Aspect>;

export const ElementCode = z.object({ fullCode: z.string(), name: z.string() });
export type ElementCode = z.infer<typeof ElementCode>;

/** One element of an aspect, at a location (spec §3). */
export const AspectElement = z.object({
  id: Id,
  label: z.string(),
  location: z.string(),
  elementCode: ElementCode,
});
export type AspectElement = z.infer<typeof AspectElement>;

export const aspectsCalls = {
  aspectElements: defineCall({
    method: 'GET',
    path: '/api/app/aspect/:aspectId/elements',
    params: z.object({ aspectId: IdParam }),
    response: z.array(AspectElement),
  }),
};
