import { z } from 'zod';
import { defineCall } from '../define-call';
import { ReportStatus } from '../enums';
import { Id } from '../primitives';
import { ComplexRef, MAX_FILTER_TEXT_LENGTH } from './office';

/** The fewest characters the back office's search takes (after trimming): one letter finds half the portfolio. */
export const MIN_SEARCH_TEXT_LENGTH = 2;

/** How many hits of each kind the search answers at most; `more` says whether there are others. */
export const SEARCH_HITS_PER_KIND = 5;

/** What is searched for: trimmed, 2 to 200 characters. */
export const OfficeSearchQuery = z.object({
  q: z
    .string({ error: 'Search for one text (q).' })
    .trim()
    .min(MIN_SEARCH_TEXT_LENGTH, `Search for at least ${String(MIN_SEARCH_TEXT_LENGTH)} characters.`)
    .max(MAX_FILTER_TEXT_LENGTH, `Search for at most ${String(MAX_FILTER_TEXT_LENGTH)} characters.`),
});
export type OfficeSearchQuery = z.infer<typeof OfficeSearchQuery>;

/** The first hits of one kind, and whether more match than are sent. */
const Hits = <Hit extends z.ZodType>(hit: Hit) =>
  z.object({ hits: z.array(hit).max(SEARCH_HITS_PER_KIND), more: z.boolean() });

export const RequestHit = z.object({
  id: Id,
  nr: z.string(),
  omschrijving: z.string(),
  complex: ComplexRef.nullable(),
  status: ReportStatus,
});
export type RequestHit = z.infer<typeof RequestHit>;

export const PersonHit = z.object({
  id: Id,
  naam: z.string(),
  email: z.string().nullable(),
  /** Deactivated people are found too, marked. */
  deactivated: z.boolean(),
});
export type PersonHit = z.infer<typeof PersonHit>;

/** A unit has no page of its own: it is shown on its complex's. */
export const UnitHit = z.object({ id: Id, adres: z.string(), indexNr: z.string(), complex: ComplexRef });
export type UnitHit = z.infer<typeof UnitHit>;

export const ComplexHit = z.object({
  id: Id,
  naam: z.string(),
  adres: z.string(),
  plaats: z.string(),
  /** Archived complexes are found too, marked. */
  archived: z.boolean(),
});
export type ComplexHit = z.infer<typeof ComplexHit>;

export const SupplierHit = z.object({
  id: Id,
  naam: z.string(),
  /** Archived organisations are found too, marked. */
  archived: z.boolean(),
});
export type SupplierHit = z.infer<typeof SupplierHit>;

export const WorkOrderHit = z.object({
  id: Id,
  omschrijving: z.string(),
  supplier: z.object({ id: Id, naam: z.string() }),
  complex: ComplexRef,
});
export type WorkOrderHit = z.infer<typeof WorkOrderHit>;

/** The search's answer: the first hits of every kind, each kind in its own group. */
export const OfficeSearchResults = z.object({
  requests: Hits(RequestHit),
  people: Hits(PersonHit),
  units: Hits(UnitHit),
  complexes: Hits(ComplexHit),
  suppliers: Hits(SupplierHit),
  workOrders: Hits(WorkOrderHit),
});
export type OfficeSearchResults = z.infer<typeof OfficeSearchResults>;

/**
 * The back office's one search box (administrators only; anyone else gets 404): the text, case-insensitive, within
 * the requests' and work orders' descriptions, people's names, user names and email addresses, units' addresses
 * and index numbers, complexes' names, addresses and places, and suppliers' names; a number (`12` or `#12`) also
 * finds the requests with that number and the work order with that id, first.
 */
export const officeSearchCalls = {
  officeSearch: defineCall({
    method: 'GET',
    path: '/api/app/office/search',
    access: { only: 'administrator', record: 'Search' },
    query: OfficeSearchQuery,
    response: OfficeSearchResults,
  }),
};
