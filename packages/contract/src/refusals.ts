import { z } from 'zod';
import { ErrorBody } from './error-body';

/**
 * Every reason the server refuses a request (a 4xx answer), by a stable code: the status it answers with, the
 * English message it sends (for old clients and developers; `{{name}}` marks a value the refusal carries in its
 * `params`) and, where a person should read something else, the `text` they read. Clients translate by code:
 * `text ?? message` is the key of the translation, in nl, en, de and fr.
 */
export const REFUSALS = {
  // The request itself: its shape, body and origin.
  invalidRequest: { status: 400, message: '{{detail}}', text: 'The server cannot accept this: {{detail}}' },
  badRequest: { status: 400, message: '{{detail}}', text: 'The server cannot accept this: {{detail}}' },
  bodyTooLarge: { status: 413, message: '{{detail}}', text: 'What you sent is too large.' },
  wrongBodyType: { status: 415, message: '{{detail}}', text: 'The server cannot accept this: {{detail}}' },
  notMultipart: { status: 406, message: '{{detail}}', text: 'The server cannot accept this: {{detail}}' },
  unreadableMultipart: { status: 400, message: 'The multipart body cannot be read: {{detail}}' },
  textWithNul: { status: 400, message: '{{at}}: Text may not contain the NUL character (U+0000)' },
  textWithHalfSurrogate: {
    status: 400,
    message: '{{at}}: Text may not contain half of a surrogate pair (U+D800–U+DFFF without its other half)',
  },
  foreignOrigin: {
    status: 403,
    message: 'This request must come from an allowed origin.',
    text: 'This came from another website, which may not send it.',
  },
  loginRequired: { status: 401, message: 'Log in first.' },
  badUrl: { status: 400, message: '{{detail}}', text: 'This address is not valid.' },
  urlTooLong: { status: 414, message: '{{detail}}', text: 'This address is too long.' },
  routeNotFound: { status: 404, message: 'No route {{method}} {{path}}', text: 'This page does not exist.' },
  assetNotFound: { status: 404, message: 'No file {{path}}', text: 'This page does not exist.' },
  webAppNotBuilt: { status: 404, message: 'The web app is not built: run `npm run build`.' },
  notFound: {
    status: 404,
    message: '{{what}} not found',
    text: 'This does not exist, or you may not see it.',
  },
  rangeNotSatisfiable: {
    status: 416,
    message: 'The range starts past the end of the file, which has {{size}} bytes',
  },
  invalidIdempotencyKey: {
    status: 400,
    message: '{{detail}}',
    text: 'The server cannot accept this: {{detail}}',
  },
  idempotencyKeyReused: {
    status: 422,
    message: 'This idempotency key was used for another request.',
    text: 'This change was sent before with other content. Reload the page and try again.',
  },
  stillProcessing: {
    status: 409,
    message: 'This request is still being processed; try again shortly.',
    text: 'This change is still being processed; try again shortly.',
  },

  // Too many attempts.
  tooManyLogins: { status: 429, message: 'Too many failed logins. Try again in {{minutes}} minutes.' },
  tooManyWrongPasswords: {
    status: 429,
    message: 'Too many wrong passwords. Try again in {{minutes}} minutes.',
  },
  tooManyPasswordRequests: {
    status: 429,
    message: 'Too many requests for a new password. Try again in {{minutes}} minutes.',
    text: 'You asked for a new password too often. Try again in {{minutes}} minutes.',
  },
  tooManyUploads: {
    status: 429,
    message: 'You sent more than {{files}} files within a minute. Try again in {{seconds}} seconds.',
  },

  // Accounts and passwords.
  commonPassword: { status: 400, message: 'This password is one of the most common ones. Choose another.' },
  wrongCurrentPassword: { status: 400, message: 'The current password is not right.' },
  linkNotValid: {
    status: 404,
    message: 'This link has expired or has already been used. Ask for a new one.',
  },
  unsubscribeLinkNotValid: { status: 404, message: 'This unsubscribe link is not valid' },
  emailTaken: { status: 409, message: 'This email address is already used by another person.' },
  noSuchPerson: { status: 404, message: 'No such person' },
  ownAdministratorRole: { status: 409, message: 'You cannot take away your own administrator role.' },
  deactivateYourself: { status: 409, message: 'You cannot deactivate yourself.' },
  personDeactivated: { status: 409, message: 'This person is deactivated: reactivate them first.' },
  noEmailToInvite: { status: 409, message: 'This person has no email address to invite.' },
  passwordChosen: {
    status: 409,
    message:
      "This person has already chosen a password: they can use 'Forgot password?' on the login screen.",
  },

  // Files sent.
  sendFilesAsMultipart: {
    status: 415,
    message: "Send the files as multipart/form-data in the field '{{field}}'",
  },
  sendFileAsMultipart: {
    status: 415,
    message: "Send the file as multipart/form-data in the field '{{field}}'.",
  },
  sendIfcAsMultipart: {
    status: 415,
    message: "Send the IFC file as multipart/form-data in the field '{{field}}'",
  },
  filesInField: { status: 400, message: "Files go in the field '{{field}}'" },
  noFilesInField: { status: 400, message: "No files in the field '{{field}}'" },
  sendFileInField: { status: 400, message: "Send the file in the field '{{field}}'." },
  sendIfcInField: { status: 400, message: "Send the IFC file in the field '{{field}}'" },
  badFileName: { status: 400, message: 'A file name may not contain slashes or control characters' },
  notPhotoOrVideo: {
    status: 415,
    message: 'Only photos (PNG, JPEG, BMP) and videos (MP4, MOV, WebM) are accepted',
  },
  photoTooLarge: { status: 413, message: 'A photo may be at most {{megabytes}} MB' },
  tooManyPixels: {
    status: 413,
    message: 'The photo has more than {{megapixels}} megapixels. Send a smaller photo.',
  },
  imageTooLarge: { status: 413, message: 'The image is larger than {{megabytes}} MB' },
  notAnImage: { status: 415, message: 'Only PNG, JPEG and BMP images are accepted' },
  imageUnreadable: { status: 415, message: 'The image could not be read' },
  imageWithDataAfterIt: {
    status: 415,
    message: 'The image carries other data after its end; save it again as a plain image',
  },
  bmpVariantUnsupported: { status: 415, message: 'This BMP variant is not supported' },
  onlyPdf: { status: 415, message: 'Only a PDF file is accepted.' },
  documentTypeNotAccepted: {
    status: 415,
    message:
      'Only PDF files, PNG and JPEG images and office files (Word, Excel, PowerPoint, OpenDocument) are accepted.',
  },
  documentNotWhatItClaims: {
    status: 415,
    message:
      'The file is not what its name says: save it again in its own format, or give it the right extension.',
  },
  notYourDocumentFile: {
    status: 400,
    message: 'The file of a document must be one you uploaded for it that no other record holds yet',
  },
  notYourImage: {
    status: 400,
    message:
      'Attachments must be images you uploaded and did not send with a request, message, status report or announcement yet',
  },

  // Spreadsheets: the import and the exports.
  fileEmpty: { status: 400, message: 'The file is empty.' },
  noRowsBelowHeader: { status: 400, message: 'The file has no rows below its header.' },
  fileTooLarge: {
    status: 413,
    message: 'The file is larger than {{megabytes}} MB: split it into smaller files.',
  },
  tooManyRows: { status: 400, message: 'The file has more than {{rows}} rows: split it into smaller files.' },
  tooManyColumns: {
    status: 400,
    message:
      'The file has rows of more than 16,384 columns, more than a spreadsheet has: check that it is the right file.',
  },
  notASpreadsheet: {
    status: 415,
    message:
      'The file is neither an Excel workbook (.xlsx) nor a CSV file in UTF-8. In Excel, save it as "CSV UTF-8" or as an Excel workbook.',
  },
  oldExcel: {
    status: 415,
    message: 'Old Excel files (.xls) cannot be read: save it as an Excel workbook (.xlsx) or as "CSV UTF-8".',
  },
  workbookUnreadable: {
    status: 400,
    message:
      'The Excel workbook cannot be read: save it again in your spreadsheet program as an Excel workbook (.xlsx) or as "CSV UTF-8".',
  },
  workbookTooLarge: {
    status: 413,
    message: 'The Excel workbook unpacks to more than 100 MB: split it into smaller files.',
  },
  csvQuoteNotClosed: {
    status: 400,
    message: 'The CSV file cannot be read at line {{line}}: a quote is opened and never closed.',
  },
  csvQuoteInside: {
    status: 400,
    message:
      'The CSV file cannot be read at line {{line}}: a quote stands inside a value: put the whole value between quotes, and double the quotes in it.',
    text: 'The CSV file cannot be read at line {{line}}: a quote stands inside a value. Put the whole value between quotes, and double the quotes in it.',
  },
  importHeaderWrong: {
    status: 400,
    message: '{{detail}}',
    text: 'The file cannot be read: its first row must name the columns, as the template does.',
  },
  importHasErrors: {
    status: 400,
    message: 'The file has {{errors}}: nothing was imported. Correct the file and check it again.',
    text: 'Nothing was imported: the file has errors. Correct them and check the file again.',
  },
  importChangedMeanwhile: {
    status: 409,
    message:
      'Someone changed the same units or people while the file was being imported. Nothing was imported: check the file again.',
  },
  tooManyToExport: {
    status: 400,
    message: 'The list has more than {{rows}} rows: narrow it with the filters to export it.',
  },

  // 3D models.
  onlyAdministratorsUploadModels: { status: 403, message: 'Only administrators upload 3D models' },
  ifcEmpty: { status: 400, message: 'The IFC file is empty' },
  ifcNotReadable: {
    status: 415,
    message: '{{detail}}',
    text: 'This is not an IFC file the viewer can read: {{detail}}',
  },
  ifcIncomplete: {
    status: 400,
    message: 'The IFC file is incomplete: it does not end with END-ISO-10303-21;',
  },
  modelNotConverted: { status: 409, message: 'The 3D model is not converted yet' },
  projectInUse: {
    status: 409,
    message: 'This 3D project has a model or requests pinned in it, so it is kept. You can rename it.',
  },

  // Requests and their work orders.
  notYourComplex: { status: 400, message: 'A request can only be sent for one of your complexes' },
  complexClosedForRequests: {
    status: 400,
    message: 'This complex is archived: requests are no longer sent for it',
  },
  projectNotOfMeetingComplex: { status: 400, message: 'The 3D project is not one of the meeting’s complex.' },
  notTheComplexProject: { status: 400, message: "The 3D project is not one of the request's complex" },
  noResident: {
    status: 400,
    message: 'No resident asked for this request (an inspection raised it): add an internal note.',
  },
  rejectionNeedsReason: { status: 400, message: 'A rejection needs a reason' },
  requestStatusChanged: {
    status: 409,
    message: "The request's status changed meanwhile: it is {{current}} now",
    text: "The request's status changed meanwhile.",
  },
  statusChangeNotAllowed: {
    status: 409,
    message: 'A request that is {{current}} cannot become {{to}}',
    text: 'The request cannot get this status now.',
  },
  handlingAlready: { status: 409, message: 'You handle this request already' },
  reopenFirst: {
    status: 409,
    message: 'The request is {{status}}: reopen it first to give it a work order',
    text: 'Reopen the request first to give it a work order.',
  },
  requestWithoutComplex: {
    status: 409,
    message: 'The request belongs to no complex, and a work order is for a complex',
  },
  noSuchSupplier: { status: 400, message: 'No such supplier' },
  workOrderCancelled: { status: 409, message: 'This work order is cancelled already' },
  workOrderHandled: { status: 409, message: 'This work order is handled already' },

  // Members' meetings.
  meetingConvened: {
    status: 409,
    message:
      'The owners have been convened to this meeting: its moment, place and agenda stay as they were sent.',
  },
  meetingHeld: {
    status: 409,
    message: 'This meeting has begun or been held: its owners can no longer be convened.',
  },
  agendaEmpty: { status: 409, message: 'Put at least one item on the agenda before convening the owners.' },
  meetingWithoutVenue: {
    status: 409,
    message: 'Give the meeting a place or an online link before convening the owners.',
  },
  agendaFull: { status: 409, message: 'An agenda has at most {{max}} items.' },
  documentNotOfComplex: {
    status: 400,
    message: 'A chosen document is not in the library of this meeting’s complex.',
  },
  meetingNotConvened: { status: 409, message: 'The owners have not been convened to this meeting.' },
  meetingBegun: {
    status: 409,
    message: 'This meeting has begun: proxies are given and withdrawn before it.',
  },
  meetingNotBegun: {
    status: 409,
    message: 'This meeting has not begun: the chair records and closes votes at the meeting.',
  },
  unitNotYours: { status: 400, message: 'You do not own this unit and hold no proxy for it.' },
  unitRepresented: {
    status: 409,
    message: 'You gave a proxy for this unit: the person who holds it votes for it.',
  },
  coOwnerVotes: {
    status: 409,
    message: '{{name}} casts this unit’s vote, as its owners chose: they vote and give its proxy.',
  },
  voterNotOwner: { status: 400, message: 'The one who casts a unit’s vote is one of its owners.' },
  unitNotOfComplex: { status: 400, message: 'A chosen unit is not in this meeting’s complex.' },
  proxyToSelf: { status: 400, message: 'A proxy goes to someone who does not own the unit already.' },
  proxyHolderNotOwner: {
    status: 400,
    message: 'A proxy goes to another owner of this complex, or to a person you name.',
  },
  proxyGiven: { status: 409, message: 'This unit has a proxy for this meeting already: withdraw it first.' },
  proxyLimit: {
    status: 409,
    message: 'This person holds {{max}} proxies for this meeting already, as many as the rules allow.',
  },
  notADecision: { status: 409, message: 'Only a decision item is voted on.' },
  votingNotOpen: { status: 409, message: 'Voting in the app opens on {{opensOn}}.' },
  voteClosed: { status: 409, message: 'The vote on this item is closed.' },
  decisionNotCarried: { status: 409, message: 'Only a carried decision is carried out by a work order.' },
  unitVoted: { status: 409, message: 'This unit has voted on this item already: a vote counts once.' },
  minutesAdopted: {
    status: 409,
    message: 'These minutes were adopted on {{adoptedOn}} and stay as they are.',
    text: 'These minutes were adopted and stay as they are.',
  },
  minutesSent: { status: 409, message: 'The draft minutes were sent to the owners already.' },
  minutesNotSent: { status: 409, message: 'Send the draft minutes to the owners before they are adopted.' },
  minutesAdoptedEarly: {
    status: 400,
    message: 'Minutes are adopted at a later meeting: a day after this meeting, and not in the future.',
  },

  // Complexes, units and relations.
  complexArchived: { status: 409, message: 'This complex is archived. Take it back into use to change it.' },
  duplicateIndexNr: { status: 409, message: 'A unit with this index number already exists in this complex.' },
  unitInUse: { status: 409, message: 'Somebody owns or rents this unit, so it cannot be removed.' },
  unitMissing: { status: 400, message: 'A chosen unit does not exist.' },
  unitsInOneComplex: { status: 400, message: 'The units of a rental contract are in one complex.' },
  noFinancialManagement: {
    status: 409,
    message: 'This complex has no financial management, so it has no debtors.',
  },
  debtorAlready: { status: 409, message: 'This person is a debtor of this complex already.' },

  // Suppliers.
  supplierArchived: {
    status: 409,
    message: 'This supplier is archived. Take it back into use to change it.',
  },
  supplierNotInUse: { status: 409, message: 'This supplier is archived. Choose a supplier in use.' },
  memberElsewhere: { status: 409, message: 'This person is already a member of another supplier.' },
  nobodyWithEmail: {
    status: 404,
    message: 'Nobody has this email address. Add them as a new person instead.',
  },

  // Maintenance planning and inspections.
  noSuchAspectType: { status: 400, message: 'Choose one of the aspect types.' },
  aspectInspected: { status: 409, message: 'This aspect has inspections, so it is kept. You can rename it.' },
  elementInspected: { status: 409, message: 'This element has findings, so it is kept. You can change it.' },
  tooManyModelLinks: { status: 409, message: 'An element stands for at most {{max}} model elements.' },
  tooManyBcfTopics: {
    status: 400,
    message: 'A BCF file holds at most {{max}} topics: choose fewer requests.',
  },
  bcfUnreadable: {
    status: 400,
    message: 'The file cannot be read as BCF: export it again as BCF 2.1 or 3.0.',
  },
  bcfTooLarge: {
    status: 413,
    message: 'The BCF file unpacks to more than {{megabytes}} MB: export fewer topics at a time.',
  },
  bcfTooManyEntries: { status: 400, message: 'The BCF file holds more than {{max}} files.' },
  bcfUnsafeEntry: {
    status: 400,
    message: 'The BCF file names a file outside itself ({{entry}}), so nothing of it is read.',
  },
  bcfUnsupportedVersion: {
    status: 400,
    message: 'BCF version "{{version}}" cannot be read: export the file as BCF 2.1 or 3.0.',
  },
  bcfSnapshotNotPng: {
    status: 400,
    message: 'The snapshot is not a PNG picture of at most {{pixels}} pixels a side.',
  },
  taskPerformed: { status: 409, message: 'This task has been performed, so it is kept as it was.' },
  taskStarted: { status: 409, message: 'An inspection of this task has been started, so it is kept.' },
  taskForAnotherAspect: { status: 400, message: 'The task is for another aspect' },
  taskPerformedAlready: { status: 409, message: 'This task has been performed already' },
  inspectionOfAnotherAspect: { status: 400, message: 'The inspection is of another aspect' },
  inspectionOfAnotherTask: { status: 400, message: 'The inspection performs another task' },
  foreignElements: { status: 400, message: 'Elements {{elements}} are not part of this aspect' },
  foreignFiles: { status: 400, message: 'Files {{files}} are not files of this inspection' },
  tooManyInspectionFiles: { status: 400, message: 'An inspection holds at most {{files}} files' },
  inspectionSavedElsewhere: { status: 409, message: 'This inspection was saved elsewhere in the meantime.' },
  inspectionBeingSaved: { status: 409, message: 'This inspection is being saved already; try again' },

  // The maintenance plan (MJOP).
  planVersionAdopted: {
    status: 409,
    message:
      'This version of the plan was adopted by the members’ meeting on {{adoptedOn}} and is kept as it is.',
    text: 'This version of the plan was adopted by the members’ meeting and is kept as it is. Change the draft instead.',
  },
  planYearOutsideHorizon: {
    status: 400,
    message: 'The year {{year}} lies outside the plan’s years {{from}}–{{to}}.',
  },
  planLinesOutsideHorizon: {
    status: 409,
    message:
      '{{lines}} lines of the plan begin outside the years {{from}}–{{to}}: change or remove them first.',
    text: 'Some lines of the plan begin outside these years: change or remove them first.',
  },
  planElementElsewhere: {
    status: 400,
    message: 'The element {{element}} is not an element of this complex.',
  },
  planProposalGone: {
    status: 409,
    message:
      'Line {{line}} has no proposal any more: its year or its element’s score changed. Reload the plan.',
    text: 'A proposal is gone: its year or its element’s score changed. Reload the plan.',
  },
  planAdoptedInFuture: {
    status: 400,
    message: 'A plan is adopted on a day that has come: {{adoptedOn}} is still to come.',
  },

  // Notifications.
  kindNotReceived: { status: 400, message: "You do not receive notifications of the kind '{{kind}}'" },
  kindNamedTwice: { status: 400, message: "The kind '{{kind}}' is named twice" },
  appAlwaysTells: {
    status: 400,
    message: "The app always tells of '{{kind}}'; only email and push can be turned off",
  },
  pushEndpointNotHttps: {
    status: 400,
    message: 'A push endpoint is an https URL without a user name or password',
  },
  pushEndpointUnknownService: {
    status: 400,
    message: 'This push endpoint is not at one of the push services this server sends to',
  },
  pushEndpointUnknownHost: { status: 400, message: 'The host of this push endpoint cannot be found' },
  pushEndpointNotPublic: {
    status: 400,
    message: 'This push endpoint is not at a public address: push messages go only to push services',
  },

  // Budgets and contributions.
  budgetWithoutFinance: {
    status: 409,
    message: 'This complex has no financial management: turn it on before drawing up a budget.',
  },
  budgetYearTaken: { status: 409, message: 'This complex has a budget for {{year}} already.' },
  budgetAdopted: { status: 409, message: 'This budget was adopted and stays as it is.' },
  budgetWithoutUnits: { status: 409, message: 'This complex has no units to divide the budget over.' },
  unitsWithoutOwner: {
    status: 409,
    message: 'Every unit pays its share: give these units an owner first: {{units}}.',
  },
  decisionNotOfComplex: { status: 400, message: 'The decision was not taken by this complex’s meeting.' },
  budgetDecisionNotCarried: { status: 400, message: 'Only a carried decision adopts a budget.' },
  noBudgetInForce: { status: 409, message: 'No budget is in force in {{year}}: adopt one first.' },
  bookedLater: { status: 400, message: 'A booking is dated on a day that has come, not in the future.' },
  bookingCorrected: { status: 409, message: 'This booking was corrected already.' },
  correctionNotCorrected: {
    status: 409,
    message: 'A correction is not corrected: book what is right instead.',
  },
  debtorHasBookings: {
    status: 409,
    message: 'This debtor’s account has bookings, which are kept: it cannot be removed.',
  },
  budgetAdoptedLater: {
    status: 400,
    message: 'A budget is adopted on a day that has come, not in the future.',
  },
} as const satisfies Record<string, RefusalDefinition>;

export interface RefusalDefinition {
  status: 400 | 401 | 403 | 404 | 406 | 409 | 413 | 414 | 415 | 416 | 422 | 429;
  message: string;
  text?: string;
}

export type RefusalCode = keyof typeof REFUSALS;

export const REFUSAL_CODES = Object.keys(REFUSALS) as [RefusalCode, ...RefusalCode[]];

/** The body of a refusal (4xx) as the server answers it: an error body with a code of these. */
export const RefusalBody = ErrorBody.extend({ code: z.enum(REFUSAL_CODES) });

/** The names of the `{{name}}` placeholders in a text. */
type PlaceholdersOf<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The values a refusal's message names. */
export type RefusalParams<Code extends RefusalCode> = Record<
  PlaceholdersOf<(typeof REFUSALS)[Code]['message']>,
  string | number
>;

/** The arguments after a refusal's code: its params when its message names any, else none. */
export type RefusalArguments<Code extends RefusalCode> =
  PlaceholdersOf<(typeof REFUSALS)[Code]['message']> extends never ? [] : [params: RefusalParams<Code>];

/** The values a refusal carries, by the names of its message's placeholders. */
export type RefusalValues = Readonly<Record<string, string | number>>;

/** A text with its `{{name}}` placeholders filled from `params`. */
export const fillPlaceholders = (text: string, params: RefusalValues): string =>
  text.replaceAll(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(params[name] ?? placeholder));

/** What a person reads for a refusal (the translation key): its `text`, or its message. */
export const refusalText = (code: RefusalCode): string => {
  const refusal: RefusalDefinition = REFUSALS[code];
  return refusal.text ?? refusal.message;
};
