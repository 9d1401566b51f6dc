import { z } from 'zod';
import { defineCall } from '../define-call';
import { Euros, Id, IsoDate } from '../primitives';
import { VveParams } from './params';

/** A signed direct debit authorisation. */
export const IncassoMachtiging = z.object({
  getekendOp: IsoDate,
  rekeningNummer: z.string(),
});
export type IncassoMachtiging = z.infer<typeof IncassoMachtiging>;

/** The user as a debtor of a complex (spec §3). */
export const Debiteur = z.object({
  /** Negative means an amount due. */
  saldo: Euros,
  incassoMachtiging: IncassoMachtiging.nullable(),
});
export type Debiteur = z.infer<typeof Debiteur>;

export const IsDebiteurAnswer = z.object({ isDebtor: z.boolean() });
export type IsDebiteurAnswer = z.infer<typeof IsDebiteurAnswer>;

export const BegrotingRegel = z.object({ totaal: Euros, totaalPerMaand: Euros });
export type BegrotingRegel = z.infer<typeof BegrotingRegel>;

/** A budget of a financial year. */
export const Begroting = z.object({ id: Id, regels: z.array(BegrotingRegel) });
export type Begroting = z.infer<typeof Begroting>;

/** A financial year (spec §3). */
export const Boekjaar = z.object({ begrotingen: z.array(Begroting) });
export type Boekjaar = z.infer<typeof Boekjaar>;

export const financeCalls = {
  isDebiteur: defineCall({
    method: 'GET',
    path: '/api/app/debiteur/:vveId/is-debiteur',
    params: VveParams,
    response: IsDebiteurAnswer,
  }),
  /** Null when the user is no debtor of the complex ('No financial details found'). */
  debiteur: defineCall({
    method: 'GET',
    path: '/api/app/debiteur/:vveId',
    params: VveParams,
    response: Debiteur.nullable(),
  }),
  boekjaren: defineCall({
    method: 'GET',
    path: '/api/app/boekjaren/:vveId',
    params: VveParams,
    response: z.array(Boekjaar),
  }),
};
