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

/** A phone number as a person types it: digits, spaces, dashes, brackets, a leading +; blank is none. */
export const PhoneNumber = z
  .string()
  .trim()
  .max(30, 'A phone number has at most 30 characters')
  .refine(
    (phone) => phone === '' || /^\+?[0-9][0-9 ()-]{4,}[0-9]$/.test(phone),
    'Enter a phone number in digits, such as 020 123 4567 or +31 6 1234 5678',
  )
  .transform((phone) => (phone === '' ? null : phone));

/**
 * How the person can be reached about their requests: their phone, and whether suppliers may see it on the work
 * orders of their requests (the person's consent; only they give it).
 */
export const ContactDetails = z.object({ phone: z.string().nullable(), phoneForSuppliers: z.boolean() });
export type ContactDetails = z.infer<typeof ContactDetails>;

/** The person's contact details as they send them: consent without a phone is refused. */
export const ContactDetailsPayload = z
  .strictObject({ phone: PhoneNumber.nullable(), phoneForSuppliers: z.boolean() })
  .refine((details) => details.phone !== null || !details.phoneForSuppliers, {
    message: 'Enter a phone number to share it with suppliers',
    path: ['phone'],
  });
export type ContactDetailsPayload = z.input<typeof ContactDetailsPayload>;

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
  contactDetails: defineCall({ method: 'GET', path: '/api/app/details/contact', response: ContactDetails }),
  /** The person's own phone and consent; consent without a phone is refused. */
  updateContactDetails: defineCall({
    method: 'PUT',
    path: '/api/app/details/contact',
    body: ContactDetailsPayload,
    response: ContactDetails,
  }),
};
