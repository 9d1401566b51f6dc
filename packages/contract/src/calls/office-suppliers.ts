import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IdParam, IsoDate, IsoDateTime, Name, PageNumberParam } from '../primitives';
import { Contract } from './contracts';
import { AuditEntry, MAX_FILTER_TEXT_LENGTH } from './office';
import { Email, Language } from './office-people';
import { IdParams } from './params';

/** A short text that must not be blank, with the message a person reads when it is. */
const Required = (message: string) => Name.trim().min(1, message);

/** The years a contract's or a task's date may lie in (the database knows no year 0; nobody plans for 3000). */
export const ADMINISTERED_YEARS = { first: 1900, last: 2999 } as const;

/** A calendar date (`YYYY-MM-DD`) that an administrator sets: a contract's start or end, a task's date. */
export const AdministeredDate = IsoDate.refine(
  (day) => {
    const year = Number(day.slice(0, 4));
    return year >= ADMINISTERED_YEARS.first && year <= ADMINISTERED_YEARS.last;
  },
  `A date lies between the years ${String(ADMINISTERED_YEARS.first)} and ${String(ADMINISTERED_YEARS.last)}.`,
);

/** A supplier organisation's name, as the administrator writes it (new or changed). */
export const SupplierPayload = z.strictObject({ naam: Required('A supplier needs a name.') });
export type SupplierPayload = z.infer<typeof SupplierPayload>;

/** A supplier organisation as the back office administers it. */
export const OfficeSupplier = z.object({
  id: Id,
  naam: z.string(),
  /** When it was archived (gone from every list and choice, its records kept); null while in use. */
  archivedAt: IsoDateTime.nullable(),
});
export type OfficeSupplier = z.infer<typeof OfficeSupplier>;

/** One row of the suppliers' list: the organisation with how many members and active contracts it has. */
export const OfficeSupplierRow = OfficeSupplier.extend({
  memberCount: z.number().int().nonnegative(),
  activeContractCount: z.number().int().nonnegative(),
});
export type OfficeSupplierRow = z.infer<typeof OfficeSupplierRow>;

/** The suppliers' list: a page (50, by name) of those in use (or the archived ones) whose name holds the text. */
export const OfficeSupplierListQuery = z.object({
  page: PageNumberParam.default(1),
  text: z.string().max(MAX_FILTER_TEXT_LENGTH).optional(),
  archived: z.enum(['true']).optional(),
});
export type OfficeSupplierListQuery = z.infer<typeof OfficeSupplierListQuery>;

/** Archives an organisation (true) or takes it back into use (false). */
export const SupplierArchivePayload = z.strictObject({ archived: z.boolean() });
export type SupplierArchivePayload = z.infer<typeof SupplierArchivePayload>;

/** A member of an organisation: a person with the supplier role. */
export const OfficeSupplierMember = z.object({
  id: Id,
  name: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  /** Whether the person was deactivated (they cannot log in). */
  deactivated: z.boolean(),
});
export type OfficeSupplierMember = z.infer<typeof OfficeSupplierMember>;

/** An existing person, found by their email address, who becomes a member. */
export const ExistingMemberPayload = z.strictObject({ email: Email });
export type ExistingMemberPayload = z.input<typeof ExistingMemberPayload>;

/** A new person (to be invited later) who becomes a member at once. */
export const NewMemberPayload = z.strictObject({
  name: Required('A name is required'),
  email: Email,
  language: Language,
});
export type NewMemberPayload = z.input<typeof NewMemberPayload>;

/** The message of a contract whose end date lies before its start date. */
export const END_BEFORE_START = 'The end date is before the start date.';

/** A contract with the administrator as the administrator writes it; its display status follows (spec §4). */
export const SupplierContractPayload = z
  .strictObject({
    titel: Required('A contract needs a title.'),
    actief: z.boolean(),
    /** Null when unknown (the supplier-app says 'unknown'). */
    beginDatum: AdministeredDate.nullable(),
    /** Null for a contract without an end date. */
    eindDatum: AdministeredDate.nullable(),
  })
  .refine(
    (contract) =>
      contract.beginDatum === null ||
      contract.eindDatum === null ||
      contract.eindDatum >= contract.beginDatum,
    { message: END_BEFORE_START, path: ['eindDatum'] },
  );
export type SupplierContractPayload = z.infer<typeof SupplierContractPayload>;

/**
 * One organisation with its members (by name), its contracts (newest first, as the supplier-app lists them) and
 * its audit trail (oldest first).
 */
export const OfficeSupplierDetails = z.object({
  supplier: OfficeSupplier,
  members: z.array(OfficeSupplierMember),
  contracts: z.array(Contract),
  audit: z.array(AuditEntry),
});
export type OfficeSupplierDetails = z.infer<typeof OfficeSupplierDetails>;

/** `:id` of an organisation and `:userId` of one of its members. */
export const MemberParams = z.object({ id: IdParam, userId: IdParam });

/**
 * The back office's supplier organisations, their members and their contracts with the administrator
 * (administrators only; anyone else gets 404). An organisation is archived, never deleted: its work orders, tasks
 * and inspections keep it.
 */
export const officeSuppliersCalls = {
  officeSupplierList: defineCall({
    method: 'GET',
    path: '/api/app/office/suppliers',
    access: { only: 'administrator', record: 'Suppliers' },
    query: OfficeSupplierListQuery,
    response: z.array(OfficeSupplierRow),
  }),
  createSupplier: defineCall({
    method: 'POST',
    path: '/api/app/office/suppliers',
    access: { only: 'administrator', record: 'Suppliers' },
    body: SupplierPayload,
    response: OfficeSupplier,
  }),
  officeSupplier: defineCall({
    method: 'GET',
    path: '/api/app/office/suppliers/:id',
    access: { only: 'administrator', record: 'Supplier' },
    params: IdParams,
    response: OfficeSupplierDetails,
  }),
  renameSupplier: defineCall({
    method: 'PUT',
    path: '/api/app/office/suppliers/:id',
    access: { only: 'administrator', record: 'Supplier' },
    params: IdParams,
    body: SupplierPayload,
    response: OfficeSupplier,
  }),
  /** Archives the organisation or takes it back into use; saying what it is already changes nothing. */
  archiveSupplier: defineCall({
    method: 'PUT',
    path: '/api/app/office/suppliers/:id/archived',
    access: { only: 'administrator', record: 'Supplier' },
    params: IdParams,
    body: SupplierArchivePayload,
    response: OfficeSupplier,
  }),
  /**
   * Makes an existing person a member (404 when nobody has the email address, 409 when they belong to another
   * organisation); a member already changes nothing.
   */
  addSupplierMember: defineCall({
    method: 'POST',
    path: '/api/app/office/suppliers/:id/members',
    access: { only: 'administrator', record: 'Supplier' },
    params: IdParams,
    body: ExistingMemberPayload,
    response: OfficeSupplierMember,
  }),
  /** Creates a person and makes them a member, both or neither (409 when the email address is used). */
  createSupplierMember: defineCall({
    method: 'POST',
    path: '/api/app/office/suppliers/:id/members/new',
    access: { only: 'administrator', record: 'Supplier' },
    params: IdParams,
    body: NewMemberPayload,
    response: OfficeSupplierMember,
  }),
  /** Ends a membership (the person stays, without the supplier role). */
  removeSupplierMember: defineCall({
    method: 'DELETE',
    path: '/api/app/office/suppliers/:id/members/:userId',
    access: { only: 'administrator', record: 'Supplier' },
    params: MemberParams,
    response: z.object({ id: Id }),
  }),
  addSupplierContract: defineCall({
    method: 'POST',
    path: '/api/app/office/suppliers/:id/contracts',
    access: { only: 'administrator', record: 'Supplier' },
    params: IdParams,
    body: SupplierContractPayload,
    response: Contract,
  }),
  updateSupplierContract: defineCall({
    method: 'PUT',
    path: '/api/app/office/supplier-contracts/:id',
    access: { only: 'administrator', record: 'Contract' },
    params: IdParams,
    body: SupplierContractPayload,
    response: Contract,
  }),
};
