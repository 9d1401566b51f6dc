import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDate } from '../primitives';
import { PageParams } from './params';

/** A supplier's contract with the administrator (spec §3); its display status is derived. */
export const Contract = z.object({
  id: Id,
  titel: z.string(),
  actief: z.boolean(),
  /** Null when unknown. */
  beginDatum: IsoDate.nullable(),
  /** Null when the contract has no end date. */
  eindDatum: IsoDate.nullable(),
});
export type Contract = z.infer<typeof Contract>;

export const contractsCalls = {
  supplierContractsPage: defineCall({
    method: 'GET',
    path: '/api/app/supplier/contracts/page/:n',
    params: PageParams,
    response: z.array(Contract),
  }),
};
