import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDateTime, LongText, Name, PageNumberParam } from '../primitives';
import { BimModel } from './bim';
import { AuditEntry, MAX_FILTER_TEXT_LENGTH } from './office';
import { MeetingPayload, OfficeMeeting } from './meetings';
import { IdParams } from './params';

/** A short text that must not be blank, with the message a person reads when it is. */
const Required = (message: string) => Name.trim().min(1, message);

/** A complex's details as the administrator writes them (new or changed). */
export const ComplexPayload = z.strictObject({
  naam: Required('A complex needs a name.'),
  adres: Required('A complex needs an address.'),
  plaats: Required('A complex needs a place.'),
  /** What residents read about their complex; may be empty. */
  omschrijving: LongText.trim(),
  /** Whether the association keeps its books with us (residents then see contributions and balances). */
  financieelBeheer: z.boolean(),
});
export type ComplexPayload = z.infer<typeof ComplexPayload>;

/** A complex as the back office administers it. */
export const OfficeComplex = z.object({
  id: Id,
  naam: z.string(),
  adres: z.string(),
  plaats: z.string(),
  omschrijving: z.string(),
  financieelBeheer: z.boolean(),
  /** When it was archived (gone from every list, its records kept); null while in use. */
  archivedAt: IsoDateTime.nullable(),
});
export type OfficeComplex = z.infer<typeof OfficeComplex>;

/** One row of the complexes' list: the complex without its description, with how many units it has. */
export const OfficeComplexRow = OfficeComplex.omit({ omschrijving: true }).extend({
  unitCount: z.number().int().nonnegative(),
});
export type OfficeComplexRow = z.infer<typeof OfficeComplexRow>;

/** The complexes' list: a page (50, by name), those whose name, address or place hold the text. */
export const OfficeComplexListQuery = z.object({
  page: PageNumberParam.default(1),
  text: z.string().max(MAX_FILTER_TEXT_LENGTH).optional(),
  /** The archived complexes instead of those in use. */
  archived: z.enum(['true']).optional(),
});
export type OfficeComplexListQuery = z.infer<typeof OfficeComplexListQuery>;

/** Archives a complex (true) or takes it back into use (false). */
export const ComplexArchivePayload = z.strictObject({ archived: z.boolean() });
export type ComplexArchivePayload = z.infer<typeof ComplexArchivePayload>;

/** Whether the complex's owners see the condition map of its 3D projects. */
export const OwnerConditionMap = z.strictObject({ shown: z.boolean() });
export type OwnerConditionMap = z.infer<typeof OwnerConditionMap>;

/** The most votes one unit carries in the members' meeting. */
export const MAX_UNIT_VOTES = 100_000;
/** A unit's votes until the administrator sets them. */
export const DEFAULT_UNIT_VOTES = 1;
export const UNIT_VOTES_MESSAGE = 'A unit has a whole number of 1 to 100,000 votes.';
/** A unit's votes in the members' meeting, as its deed of division gives them (not necessarily its cost share). */
export const UnitVotes = z
  .int(UNIT_VOTES_MESSAGE)
  .min(1, UNIT_VOTES_MESSAGE)
  .max(MAX_UNIT_VOTES, UNIT_VOTES_MESSAGE);

/** The most parts one unit's cost share has. */
export const MAX_UNIT_COST_SHARE = 1_000_000;
/** A unit's cost share until the administrator sets it. */
export const DEFAULT_UNIT_COST_SHARE = 1;
export const UNIT_COST_SHARE_MESSAGE = 'A unit’s cost share is a whole number of 1 to 1,000,000 parts.';
/**
 * A unit's cost share (breukdeel) as the deed of division gives it, in parts: the unit pays its parts of the
 * complex's costs out of all its units' parts (a share of 85/10,000 is 85 parts in a complex whose parts add up to
 * 10,000).
 */
export const UnitCostShare = z
  .int(UNIT_COST_SHARE_MESSAGE)
  .min(1, UNIT_COST_SHARE_MESSAGE)
  .max(MAX_UNIT_COST_SHARE, UNIT_COST_SHARE_MESSAGE);

/** A unit of a complex: its address, its index number (unique within the complex), its votes and cost share. */
export const UnitPayload = z.strictObject({
  adres: Required('A unit needs an address.'),
  indexNr: Required('A unit needs an index number.'),
  votes: UnitVotes,
  costShare: UnitCostShare,
});
export type UnitPayload = z.infer<typeof UnitPayload>;

export const OfficeUnit = z.object({
  id: Id,
  adres: z.string(),
  indexNr: z.string(),
  votes: z.number().int(),
  costShare: z.number().int(),
});
export type OfficeUnit = z.infer<typeof OfficeUnit>;

/** A 3D project's name. */
export const BimProjectPayload = z.strictObject({ name: Required('A 3D project needs a name.') });
export type BimProjectPayload = z.infer<typeof BimProjectPayload>;

/** A 3D project of a complex with the model its viewer shows (the newest ready one, else the newest upload). */
export const OfficeBimProject = z.object({ id: Id, name: z.string(), model: BimModel.nullable() });
export type OfficeBimProject = z.infer<typeof OfficeBimProject>;

/**
 * One complex with everything the administrator sets up in it: its units (by index number), its members'
 * meetings (held and planned, soonest last), its 3D projects (by name) and its audit trail (oldest first).
 */
export const OfficeComplexDetails = z.object({
  complex: OfficeComplex,
  units: z.array(OfficeUnit),
  meetings: z.array(OfficeMeeting),
  projects: z.array(OfficeBimProject),
  /** Whether its owners see the condition map of its 3D projects (off until the administrator turns it on). */
  ownerConditionMap: z.boolean(),
  audit: z.array(AuditEntry),
});
export type OfficeComplexDetails = z.infer<typeof OfficeComplexDetails>;

/**
 * The back office's administration of complexes (administrators only; anyone else gets 404). A complex is
 * archived, never deleted: its requests, work orders and inspections keep it.
 */
export const officeComplexesCalls = {
  officeComplexList: defineCall({
    method: 'GET',
    path: '/api/app/office/complex-list',
    access: { only: 'administrator', record: 'Complexes' },
    query: OfficeComplexListQuery,
    response: z.array(OfficeComplexRow),
  }),
  createComplex: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes',
    access: { only: 'administrator', record: 'Complexes' },
    body: ComplexPayload,
    response: OfficeComplex,
  }),
  officeComplex: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes/:id',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    response: OfficeComplexDetails,
  }),
  updateComplex: defineCall({
    method: 'PUT',
    path: '/api/app/office/complexes/:id',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    body: ComplexPayload,
    response: OfficeComplex,
  }),
  /** Archives the complex or takes it back into use; saying what it is already changes nothing. */
  archiveComplex: defineCall({
    method: 'PUT',
    path: '/api/app/office/complexes/:id/archived',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    body: ComplexArchivePayload,
    response: OfficeComplex,
  }),
  /** Shows the condition map of the complex's 3D projects to its owners, or stops showing it. */
  setOwnerConditionMap: defineCall({
    method: 'PUT',
    path: '/api/app/office/complexes/:id/owner-condition-map',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    body: OwnerConditionMap,
    response: OwnerConditionMap,
  }),
  addUnit: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/units',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    body: UnitPayload,
    response: OfficeUnit,
  }),
  updateUnit: defineCall({
    method: 'PUT',
    path: '/api/app/office/units/:id',
    access: { only: 'administrator', record: 'Unit' },
    params: IdParams,
    body: UnitPayload,
    response: OfficeUnit,
  }),
  /** Removes a unit that nobody owns or rents (409 otherwise). */
  removeUnit: defineCall({
    method: 'DELETE',
    path: '/api/app/office/units/:id',
    access: { only: 'administrator', record: 'Unit' },
    params: IdParams,
    response: z.object({ id: Id }),
  }),
  addMeeting: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/meetings',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    body: MeetingPayload,
    response: OfficeMeeting,
  }),
  removeMeeting: defineCall({
    method: 'DELETE',
    path: '/api/app/office/meetings/:id',
    access: { only: 'administrator', record: 'Meeting' },
    params: IdParams,
    response: z.object({ id: Id }),
  }),
  addBimProject: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/bim-projects',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    body: BimProjectPayload,
    response: OfficeBimProject,
  }),
  renameBimProject: defineCall({
    method: 'PUT',
    path: '/api/app/office/bim-projects/:id',
    access: { only: 'administrator', record: '3D project' },
    params: IdParams,
    body: BimProjectPayload,
    response: OfficeBimProject,
  }),
  /** Removes a 3D project that no request is pinned in (409 otherwise), with its models. */
  removeBimProject: defineCall({
    method: 'DELETE',
    path: '/api/app/office/bim-projects/:id',
    access: { only: 'administrator', record: '3D project' },
    params: IdParams,
    response: z.object({ id: Id }),
  }),
};
