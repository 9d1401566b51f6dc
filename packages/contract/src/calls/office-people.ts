import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { defineCall } from '../define-call';
import { Role } from '../enums';
import { Id, IsoDateTime, MAX_NAME_LENGTH, PageNumberParam } from '../primitives';
import { PhoneNumber } from './details';
import { IdParams } from './params';

/** The longest email address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** An email address as a person types it: trimmed, stored lower-case. */
export const Email = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, 'An email address has at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const Language = z.enum(LANGUAGES);

/** What an administrator fills in for a person. */
export const PersonFields = z.strictObject({
  name: z.string().trim().min(1, 'A name is required').max(MAX_NAME_LENGTH),
  email: Email,
  language: Language,
  /** Optional; suppliers see it only with the person's own consent (ContactDetails). */
  phone: PhoneNumber.nullable().default(null),
  /** Given, not derived: the administrator role. */
  administrator: z.boolean(),
});
export type PersonFields = z.input<typeof PersonFields>;

/**
 * How a person gets in: `active` has a password, `invited` has an unused invitation, `not-invited` neither,
 * `deactivated` cannot log in at all.
 */
export const PersonAccess = z.enum(['active', 'invited', 'not-invited', 'deactivated']);
export type PersonAccess = z.infer<typeof PersonAccess>;

/** One person in the back office's list. */
export const OfficePersonRow = z.object({
  id: Id,
  name: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  language: Language,
  roles: z.array(Role),
  access: PersonAccess,
});
export type OfficePersonRow = z.infer<typeof OfficePersonRow>;

export const OfficePeopleQuery = z.object({
  page: PageNumberParam.default(1),
  /** Part of a name, username or email, case-insensitive. */
  text: z.string().max(200).optional(),
  role: Role.optional(),
});
export type OfficePeopleQuery = z.infer<typeof OfficePeopleQuery>;

/** A person with their phone (and whether they share it with suppliers), and when their latest invitation went out. */
export const OfficePerson = OfficePersonRow.extend({
  phone: z.string().nullable(),
  phoneForSuppliers: z.boolean(),
  invitedAt: IsoDateTime.nullable(),
  createdAt: IsoDateTime,
});
export type OfficePerson = z.infer<typeof OfficePerson>;

/** How many invitations one 'Invite everyone not yet invited' sends at most: the rest wait for the next. */
export const INVITATIONS_PER_CALL = 1000;

/** What 'Invite everyone not yet invited' did: the invitations it sent, and how many people still wait for one. */
export const Invitations = z.object({
  invited: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
});
export type Invitations = z.infer<typeof Invitations>;

export const Created = z.object({ id: Id });
export const Done = z.object({ ok: z.literal(true) });

export const officePeopleCalls = {
  people: defineCall({
    method: 'GET',
    path: '/api/app/office/people',
    access: { only: 'administrator', record: 'Person' },
    query: OfficePeopleQuery,
    /** A page (50, by name) of the people matching the filters. */
    response: z.array(OfficePersonRow),
  }),
  person: defineCall({
    method: 'GET',
    path: '/api/app/office/people/:id',
    access: { only: 'administrator', record: 'Person' },
    params: IdParams,
    response: OfficePerson,
  }),
  createPerson: defineCall({
    method: 'POST',
    path: '/api/app/office/people',
    access: { only: 'administrator', record: 'Person' },
    body: PersonFields,
    response: Created,
  }),
  updatePerson: defineCall({
    method: 'PUT',
    path: '/api/app/office/people/:id',
    access: { only: 'administrator', record: 'Person' },
    params: IdParams,
    body: PersonFields,
    response: Done,
  }),
  /** Ends the person's sessions at once; they cannot log in until reactivated. */
  deactivatePerson: defineCall({
    method: 'POST',
    path: '/api/app/office/people/:id/deactivate',
    access: { only: 'administrator', record: 'Person' },
    params: IdParams,
    response: Done,
  }),
  reactivatePerson: defineCall({
    method: 'POST',
    path: '/api/app/office/people/:id/reactivate',
    access: { only: 'administrator', record: 'Person' },
    params: IdParams,
    response: Done,
  }),
  /**
   * Invites everyone who can log in but never could: active, with an email address, without a password and
   * without an invitation that still works (right after an import, say); at most INVITATIONS_PER_CALL a call.
   */
  inviteEveryone: defineCall({
    method: 'POST',
    path: '/api/app/office/people/invitations',
    access: { only: 'administrator', record: 'Person' },
    response: Invitations,
  }),
  /** Emails a one-time link (valid 7 days) to choose a password; an earlier unused link stops working. */
  invitePerson: defineCall({
    method: 'POST',
    path: '/api/app/office/people/:id/invitation',
    access: { only: 'administrator', record: 'Person' },
    params: IdParams,
    response: Done,
  }),
};
