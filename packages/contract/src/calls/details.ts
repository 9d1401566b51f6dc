import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDateTime } from '../primitives';
import { VveParams } from './params';

/** The user's name and complexes: a map from complex id to complex name (spec §3). */
export const DetailsAnswer = z.object({
  name: z.string(),
  vves: z.record(z.string().regex(/^[1-9]\d*$/, 'Expected a complex id'), z.string()),
});
export type DetailsAnswer = z.infer<typeof DetailsAnswer>;

/** A complex, i.e. an owners' association (spec §3). */
export const Vve = z.object({
  omschrijving: z.string(),
  financieelBeheer: z.boolean(),
  actieveBegrotingIds: z.array(Id),
  /** Planned meetings. */
  vergaderingen: z.array(IsoDateTime),
});
export type Vve = z.infer<typeof Vve>;

/** A 3D building model of a complex (spec §3). */
export const BimProject = z.object({
  id: Id,
  name: z.string(),
  complexName: z.string(),
  complexId: Id,
});
export type BimProject = z.infer<typeof BimProject>;

export const detailsCalls = {
  details: defineCall({ method: 'GET', path: '/api/app/details', response: DetailsAnswer }),
  vve: defineCall({
    method: 'GET',
    path: '/api/app/details/vve/:vveId',
    params: VveParams,
    response: Vve,
  }),
  bimProjects: defineCall({
    method: 'GET',
    path: '/api/app/details/projects',
    response: z.array(BimProject),
  }),
};
