import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDate, IsoDateTime, MAX_TEXT_LENGTH, Name } from '../primitives';
import { DEFAULT_PROXIES_PER_PERSON } from '../rules/meeting-votes';
import { ViewpointCreate } from './bim';
import { LibraryDocument } from './documents';
import { ItemResult, MAX_PROXIES_PER_PERSON } from './meeting-votes';
import { IdParams, VveParams } from './params';

/** The first and last year a meeting may be planned in (the database knows no year 0). */
export const MEETING_YEARS = { first: 1900, last: 2999 } as const;

/** An agenda has at most this many items, and an item at most this many documents. */
export const MAX_AGENDA_ITEMS = 50;
export const MAX_ITEM_DOCUMENTS = 20;

/** A blank text is no text: null. */
const OptionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((text) => (text === '' ? null : text));

/** An online meeting's link: http or https, as a meeting service gives it. */
const MeetingLink = z
  .url({ protocol: /^https?$/, error: 'An online link starts with https:// (or http://).' })
  .max(2000, 'An online link has at most 2000 characters.');

/**
 * A members' meeting as the administrator plans it: when it starts (a moment with its offset, in a year between
 * MEETING_YEARS), where (a place, an online link, or both) and who chairs it. Place, link and chair may wait until
 * the convocation, which needs a place or a link.
 */
export const MeetingPayload = z.strictObject({
  startsAt: IsoDateTime.refine(
    (moment) => {
      const year = new Date(moment).getUTCFullYear();
      return year >= MEETING_YEARS.first && year <= MEETING_YEARS.last;
    },
    `A meeting is planned between the years ${String(MEETING_YEARS.first)} and ${String(MEETING_YEARS.last)}.`,
  ),
  place: OptionalText(255, 'A place has at most 255 characters.').default(null),
  onlineLink: MeetingLink.nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
  chair: OptionalText(255, 'A chair’s name has at most 255 characters.').default(null),
  /** How many proxies one person may hold (the association's rules). */
  proxiesPerPerson: z
    .number()
    .int()
    .min(1, 'A person may hold at least 1 proxy.')
    .max(MAX_PROXIES_PER_PERSON, `A person may hold at most ${String(MAX_PROXIES_PER_PERSON)} proxies.`)
    .default(DEFAULT_PROXIES_PER_PERSON),
});
export type MeetingPayload = z.input<typeof MeetingPayload>;

/** A meeting in the complex's list: when, and whether its owners were convened (when). */
export const OfficeMeeting = z.object({ id: Id, startsAt: IsoDateTime, convokedAt: IsoDateTime.nullable() });
export type OfficeMeeting = z.infer<typeof OfficeMeeting>;

/** A share of votes, such as 2/3: a whole numerator of at most its denominator. */
export const VoteShare = z
  .strictObject({ numerator: z.number().int().min(1), denominator: z.number().int().min(1).max(100) })
  .refine((share) => share.numerator <= share.denominator, 'A share is at most the whole (such as 2/3).');

/**
 * How a decision item is decided (contract/rules/meeting-votes): 'absolute' (more than half of the votes cast, the
 * law's default) or at least a share of them; and the share of all votes that must be present, or null.
 */
export const DecisionRulePayload = z.strictObject({
  majority: z.literal('absolute').or(z.strictObject({ atLeast: VoteShare })),
  quorum: VoteShare.nullable(),
});

/** An item is for discussion only, or for a decision (then with its rule). */
export const AgendaItemKind = z.enum(['discussion', 'decision']);
export type AgendaItemKind = z.infer<typeof AgendaItemKind>;

const AgendaItemFields = z.strictObject({
  title: Name.trim().min(1, 'An agenda item needs a title.'),
  explanation: z
    .string()
    .trim()
    .max(MAX_TEXT_LENGTH, `An explanation has at most ${String(MAX_TEXT_LENGTH)} characters.`),
  kind: AgendaItemKind,
  /** For a decision; null for a discussion. */
  rule: DecisionRulePayload.nullable(),
  adoptsPlan: z.boolean(),
  documentIds: z
    .array(Id)
    .max(MAX_ITEM_DOCUMENTS, `An item has at most ${String(MAX_ITEM_DOCUMENTS)} documents.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A document is named once.'),
});

/** A decision item has a rule (and only it may adopt the plan); a discussion item has none. */
const withItemRules = <Schema extends typeof AgendaItemFields>(schema: Schema) =>
  schema
    .refine((item) => (item.kind === 'decision') === (item.rule !== null), {
      message: 'A decision item has a majority rule, and a discussion item none.',
      path: ['rule'],
    })
    .refine((item) => !item.adoptsPlan || item.kind === 'decision', {
      message: 'Only a decision item adopts the maintenance plan.',
      path: ['adoptsPlan'],
    });

/**
 * An agenda item as the administrator writes it: what it is about (its title, required), an explanation, the
 * library's documents that go with it, and for a decision its rule and whether deciding it adopts the complex's
 * maintenance plan draft.
 */
export const AgendaItemPayload = withItemRules(AgendaItemFields);
export type AgendaItemPayload = z.input<typeof AgendaItemPayload>;

/** A changed agenda item, with its place on the agenda (1 is the first; beyond the last is the last). */
export const AgendaItemChange = withItemRules(
  AgendaItemFields.extend({ position: z.number().int().min(1).max(MAX_AGENDA_ITEMS) }),
);
export type AgendaItemChange = z.input<typeof AgendaItemChange>;

/** A view of one of the complex's 3D projects for an agenda item to show, as the viewer stores a viewpoint. */
export const AgendaItemViewpointPayload = z.strictObject({ projectId: Id, viewpoint: ViewpointCreate });
export type AgendaItemViewpointPayload = z.input<typeof AgendaItemViewpointPayload>;

/** A library document as an agenda item shows it. */
export const ItemDocument = LibraryDocument.pick({ id: true, title: true, date: true, file: true });
export type ItemDocument = z.infer<typeof ItemDocument>;

export const AgendaItem = z.object({
  id: Id,
  /** Its number on the agenda, from 1. */
  number: z.number().int().positive(),
  title: z.string(),
  explanation: z.string(),
  kind: AgendaItemKind,
  rule: DecisionRulePayload.nullable(),
  adoptsPlan: z.boolean(),
  documents: z.array(ItemDocument),
  /** The view of the complex's 3D model it shows: a viewpoint of one of its projects, or null. */
  viewpoint: z.object({ projectId: Id, guid: z.uuid() }).nullable(),
  /** A decision item's result once the chair closed its vote; null before. */
  result: ItemResult.nullable(),
  /** What the minutes say of the item (owners read it once the draft was sent to them); empty until written. */
  minutes: z.string(),
});
export type AgendaItem = z.infer<typeof AgendaItem>;

/** A members' meeting with its agenda, as owners and the administrator read it. */
export const Meeting = z.object({
  id: Id,
  complexId: Id,
  complexName: z.string(),
  startsAt: IsoDateTime,
  place: z.string().nullable(),
  onlineLink: z.string().nullable(),
  chair: z.string().nullable(),
  proxiesPerPerson: z.number().int(),
  /** When the owners were convened; null while it is being prepared. */
  convokedAt: IsoDateTime.nullable(),
  /** The minutes: when their draft was sent to the owners, and the day a later meeting adopted them. */
  minutes: z.object({ sentAt: IsoDateTime.nullable(), adoptedOn: IsoDate.nullable() }),
  items: z.array(AgendaItem),
});
export type Meeting = z.infer<typeof Meeting>;

/** A convened meeting in an owner's list of a complex. */
export const OwnerMeeting = Meeting.pick({ id: true, startsAt: true, place: true, onlineLink: true });
export type OwnerMeeting = z.infer<typeof OwnerMeeting>;

/** How many days after the meeting its draft minutes go to the owners at the latest (model rules). */
export const MINUTES_DRAFT_DAYS = 14;

/** What the minutes say of an agenda item. */
export const ItemMinutesPayload = z.strictObject({
  text: z
    .string()
    .trim()
    .max(MAX_TEXT_LENGTH, `Minutes of an item have at most ${String(MAX_TEXT_LENGTH)} characters.`),
});
export type ItemMinutesPayload = z.input<typeof ItemMinutesPayload>;

/** The day a later members' meeting adopted the minutes. */
export const MinutesAdoptionPayload = z.strictObject({ adoptedOn: IsoDate });
export type MinutesAdoptionPayload = z.input<typeof MinutesAdoptionPayload>;

export const meetingsCalls = {
  /** A meeting with its agenda, for administrators (being prepared or convened). */
  officeMeeting: defineCall({
    method: 'GET',
    path: '/api/app/office/meetings/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Meeting' },
    response: Meeting,
  }),
  /** Changes a meeting's moment, place, link or chair while it is being prepared (409 once convened). */
  updateMeeting: defineCall({
    method: 'PUT',
    path: '/api/app/office/meetings/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Meeting' },
    body: MeetingPayload,
    response: Meeting,
  }),
  /** Adds an item at the end of the agenda of a meeting being prepared; its documents are the complex's. */
  addAgendaItem: defineCall({
    method: 'POST',
    path: '/api/app/office/meetings/:id/items',
    params: IdParams,
    access: { only: 'administrator', record: 'Meeting' },
    body: AgendaItemPayload,
    response: Meeting,
  }),
  /** Changes an agenda item of a meeting being prepared, and moves it to its position. */
  updateAgendaItem: defineCall({
    method: 'PUT',
    path: '/api/app/office/agenda-items/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Agenda item' },
    body: AgendaItemChange,
    response: Meeting,
  }),
  removeAgendaItem: defineCall({
    method: 'DELETE',
    path: '/api/app/office/agenda-items/:id',
    params: IdParams,
    access: { only: 'administrator', record: 'Agenda item' },
    response: Meeting,
  }),
  /**
   * Gives an item of a meeting being prepared a view of one of its complex's 3D projects to show (replacing the one
   * it had); owners open it from the agenda.
   */
  setAgendaItemViewpoint: defineCall({
    method: 'PUT',
    path: '/api/app/office/agenda-items/:id/viewpoint',
    params: IdParams,
    access: { only: 'administrator', record: 'Agenda item' },
    body: AgendaItemViewpointPayload,
    response: Meeting,
  }),
  /** Takes the view away from an item of a meeting being prepared. */
  removeAgendaItemViewpoint: defineCall({
    method: 'DELETE',
    path: '/api/app/office/agenda-items/:id/viewpoint',
    params: IdParams,
    access: { only: 'administrator', record: 'Agenda item' },
    response: Meeting,
  }),
  /**
   * Convenes the owners: every owner of the complex gets the convocation by email (the agenda, its documents and the
   * meeting as an `.ics` file) and in the app. 409 when it is held already, convened already, has no agenda, or
   * neither a place nor a link. Less notice than the law's is allowed (the screen warns).
   */
  convokeMeeting: defineCall({
    method: 'POST',
    path: '/api/app/office/meetings/:id/convocation',
    params: IdParams,
    access: { only: 'administrator', record: 'Meeting' },
    response: Meeting,
  }),
  /** The convened meetings of a complex its owner may attend, soonest first (404 to anyone else). */
  vveMeetings: defineCall({
    method: 'GET',
    path: '/api/app/details/vve/:vveId/meetings',
    params: VveParams,
    response: z.array(OwnerMeeting),
  }),
  /** A convened meeting with its agenda, for an owner of its complex (404 to anyone else). */
  ownerMeeting: defineCall({
    method: 'GET',
    path: '/api/app/meetings/:id',
    params: IdParams,
    response: Meeting,
  }),
  /** A convened meeting as an `.ics` calendar event, for an owner of its complex (404 to anyone else). */
  meetingCalendar: defineCall({
    method: 'GET',
    path: '/api/app/meetings/:id/calendar.ics',
    params: IdParams,
    responseType: 'binary',
    response: z.unknown(),
  }),
  /** Writes what the minutes say of an item, once the meeting has begun and until its minutes are adopted. */
  writeItemMinutes: defineCall({
    method: 'PUT',
    path: '/api/app/office/agenda-items/:id/minutes',
    params: IdParams,
    access: { only: 'administrator', record: 'Agenda item' },
    body: ItemMinutesPayload,
    response: Meeting,
  }),
  /** Sends the draft minutes to the owners (in the app, and by email by their settings), once. */
  sendDraftMinutes: defineCall({
    method: 'POST',
    path: '/api/app/office/meetings/:id/minutes-draft',
    params: IdParams,
    access: { only: 'administrator', record: 'Meeting' },
    response: Meeting,
  }),
  /** Records the day a later meeting adopted the minutes whose draft the owners were sent; they stay as they are. */
  adoptMinutes: defineCall({
    method: 'POST',
    path: '/api/app/office/meetings/:id/minutes-adoption',
    params: IdParams,
    access: { only: 'administrator', record: 'Meeting' },
    body: MinutesAdoptionPayload,
    response: Meeting,
  }),
};
