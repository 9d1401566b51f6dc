import { z } from 'zod';
import { defineCall } from '../define-call';
import { Euros, Id, IsoDate } from '../primitives';
import { StoredFile } from './files';
import { VveParams } from './params';

export const IsTenantAnswer = z.object({ isTenant: z.boolean() });
export type IsTenantAnswer = z.infer<typeof IsTenantAnswer>;

/** A rented unit. */
export const RentalUnit = z.object({
  id: Id,
  adres: z.string(),
  indexNr: z.string(),
});
export type RentalUnit = z.infer<typeof RentalUnit>;

/** A tenant's rental contract (spec §3). */
export const RentalContract = z.object({
  units: z.array(RentalUnit),
  /** Monthly rent in euros. */
  gross: Euros,
  landlordAccountString: z.string(),
  automaticCollection: z.boolean(),
  /** Zero or more: arrears; negative: rent paid in advance. */
  rentArrears: Euros,
  deposit: Euros,
  startDate: IsoDate,
  endDate: IsoDate.nullable(),
  noticePeriodInMonths: z.number().int().min(0),
  contractFile: StoredFile.nullable(),
});
export type RentalContract = z.infer<typeof RentalContract>;

export const tenantCalls = {
  isTenant: defineCall({
    method: 'GET',
    path: '/api/app/tenant/complex/:vveId/is-tenant',
    params: VveParams,
    response: IsTenantAnswer,
  }),
  rentalContracts: defineCall({
    method: 'GET',
    path: '/api/app/tenant/complex/:vveId/contracts',
    params: VveParams,
    response: z.array(RentalContract),
  }),
};
