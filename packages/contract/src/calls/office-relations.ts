import { z } from 'zod';
import { defineCall } from '../define-call';
import { hasAtMostTwoDecimals, Id, IdParam, IsoDate } from '../primitives';
import { Iban } from '../rules/iban';
import { StoredFile } from './files';
import { Debiteur } from './finance';
import { ComplexRef } from './office';
import { Created, Done } from './office-people';
import { IdParams } from './params';
import { RentalContract } from './tenant';

/** The largest contract PDF an administrator may upload, in bytes. */
export const MAX_CONTRACT_PDF_BYTES = 20 * 1024 * 1024;
/** The multipart field of a contract PDF. */
export const CONTRACT_FILE_FIELD = 'file';

/** An amount of money an administrator types: whole cents, within reason. */
const Amount = z
  .number()
  .min(-10_000_000)
  .max(10_000_000)
  .refine(hasAtMostTwoDecimals, 'An amount has at most 2 decimals.');
const NonNegativeAmount = Amount.refine((euros) => euros >= 0, 'An amount cannot be negative.');

/** A unit the person owns, with its complex. */
export const OwnedUnit = z.object({
  unitId: Id,
  complex: ComplexRef,
  adres: z.string(),
  indexNr: z.string(),
});
export type OwnedUnit = z.infer<typeof OwnedUnit>;

export const OfficeRentalContract = RentalContract.extend({ id: Id, complex: ComplexRef });
export type OfficeRentalContract = z.infer<typeof OfficeRentalContract>;

export const OfficeDebtor = Debiteur.extend({ id: Id, complex: ComplexRef });
export type OfficeDebtor = z.infer<typeof OfficeDebtor>;

/** What ties a person to units and complexes; their roles owner and tenant follow from it. */
export const PersonRelations = z.object({
  ownedUnits: z.array(OwnedUnit),
  rentalContracts: z.array(OfficeRentalContract),
  debtors: z.array(OfficeDebtor),
  supplier: z.object({ id: Id, naam: z.string() }).nullable(),
});
export type PersonRelations = z.infer<typeof PersonRelations>;

/** A rental contract as the back office fills it in: its units are all of one complex. */
export const RentalContractFields = z
  .strictObject({
    unitIds: z.array(Id).min(1, 'Choose at least one unit.').max(50),
    /** Monthly rent. */
    gross: NonNegativeAmount,
    /** Zero or more: arrears; negative: rent paid in advance. */
    rentArrears: Amount,
    deposit: NonNegativeAmount,
    startDate: IsoDate,
    endDate: IsoDate.nullable(),
    noticePeriodInMonths: z.number().int().min(0).max(24),
    /** The landlord's IBAN, or empty when not known. */
    landlordAccount: z.literal('').or(Iban),
    automaticCollection: z.boolean(),
  })
  .refine((fields) => fields.endDate === null || fields.endDate >= fields.startDate, {
    message: 'The end date is before the start date.',
    path: ['endDate'],
  });
export type RentalContractFields = z.input<typeof RentalContractFields>;
export type RentalContractValues = z.output<typeof RentalContractFields>;

/** A signed direct debit: when, and from which account. */
export const DirectDebitFields = z.strictObject({ signedOn: IsoDate, iban: Iban });

/** A person's account with a complex that has financial management. */
export const DebtorFields = z.strictObject({
  saldo: Amount,
  directDebit: DirectDebitFields.nullable(),
});
export type DebtorFields = z.input<typeof DebtorFields>;
export type DebtorValues = z.output<typeof DebtorFields>;

export const NewDebtorFields = DebtorFields.extend({ complexId: Id });
export type NewDebtorFields = z.input<typeof NewDebtorFields>;
export type NewDebtorValues = z.output<typeof NewDebtorFields>;

const PersonUnitParams = z.object({ id: IdParam, unitId: IdParam });

export const officeRelationsCalls = {
  personRelations: defineCall({
    method: 'GET',
    path: '/api/app/office/people/:id/relations',
    access: { only: 'administrator', record: 'Person' },
    params: IdParams,
    response: PersonRelations,
  }),
  /** Makes the person an owner of the unit (nothing changes if they are). */
  addOwnership: defineCall({
    method: 'PUT',
    path: '/api/app/office/people/:id/units/:unitId',
    access: { only: 'administrator', record: 'Person' },
    params: PersonUnitParams,
    response: Done,
  }),
  removeOwnership: defineCall({
    method: 'DELETE',
    path: '/api/app/office/people/:id/units/:unitId',
    access: { only: 'administrator', record: 'Person' },
    params: PersonUnitParams,
    response: Done,
  }),
  createRentalContract: defineCall({
    method: 'POST',
    path: '/api/app/office/people/:id/rental-contracts',
    access: { only: 'administrator', record: 'Person' },
    params: IdParams,
    body: RentalContractFields,
    response: Created,
  }),
  updateRentalContract: defineCall({
    method: 'PUT',
    path: '/api/app/office/rental-contracts/:id',
    access: { only: 'administrator', record: 'Rental contract' },
    params: IdParams,
    body: RentalContractFields,
    response: Done,
  }),
  removeRentalContract: defineCall({
    method: 'DELETE',
    path: '/api/app/office/rental-contracts/:id',
    access: { only: 'administrator', record: 'Rental contract' },
    params: IdParams,
    response: Done,
  }),
  /** The contract as a PDF (multipart, field CONTRACT_FILE_FIELD); replaces an earlier one. */
  uploadRentalContractFile: defineCall({
    method: 'POST',
    path: '/api/app/office/rental-contracts/:id/file',
    access: { only: 'administrator', record: 'Rental contract' },
    params: IdParams,
    bodyType: 'multipart',
    response: StoredFile,
  }),
  createDebtor: defineCall({
    method: 'POST',
    path: '/api/app/office/people/:id/debtors',
    access: { only: 'administrator', record: 'Person' },
    params: IdParams,
    body: NewDebtorFields,
    response: Created,
  }),
  updateDebtor: defineCall({
    method: 'PUT',
    path: '/api/app/office/debtors/:id',
    access: { only: 'administrator', record: 'Debtor' },
    params: IdParams,
    body: DebtorFields,
    response: Done,
  }),
  removeDebtor: defineCall({
    method: 'DELETE',
    path: '/api/app/office/debtors/:id',
    access: { only: 'administrator', record: 'Debtor' },
    params: IdParams,
    response: Done,
  }),
};
