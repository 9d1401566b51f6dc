import { z } from 'zod';
import { UNIT_COST_SHARE_MESSAGE, UNIT_VOTES_MESSAGE } from '../calls/office-complexes';
import { ELEMENT_REGISTER_MESSAGES } from '../calls/office-planning';
import { PLAN_MESSAGES } from '../calls/plan-messages';
import { MAX_NAME_LENGTH } from '../primitives';

/**
 * Why a cell, a row or the header cannot be imported: a stable code per reason and its English text, which the
 * import's rules write and the web translates by code (the text is the translation key). The rules take their
 * texts from here, so that each reason has one source.
 */
export const IMPORT_REASONS = {
  missingColumn: 'This required column is missing.',
  unknownColumn: 'This column is not known.',
  repeatedColumn: 'This column appears twice.',
  namelessColumn: 'This cell is in a column without a name.',
  required: 'A value is required here.',
  tooLong: `At most ${MAX_NAME_LENGTH} characters.`,
  controlCharacter:
    'This cell holds a control character (such as a line break) or a broken character: remove it.',
  email: 'Enter a valid email address',
  emailTooLong: 'An email address has at most 254 characters',
  language: 'Write nl, en, de or fr.',
  relation: 'Write owner or tenant.',
  yesNo: 'Write yes or no.',
  noticeMonths: 'Write a whole number of months from 0 to 24.',
  amount: 'Write an amount in euros with at most 2 decimals, such as 850.00 (no thousands separator).',
  date: 'Write a date as YYYY-MM-DD, such as 2026-01-31.',
  dateYear: 'Write a date between the years 1900 and 2999.',
  iban: 'This is not a valid IBAN: check the account number.',
  tenantOnlyOfOwner: 'Only a tenant has this: leave it empty for an owner.',
  tenantOnlyWithoutResident:
    'Only a tenant has this: fill in the resident with relation tenant, or leave it empty.',
  endBeforeStart: 'The end date is before the start date.',
  unitAddressDiffers: 'This unit index has another address on an earlier row.',
  unitVotes: UNIT_VOTES_MESSAGE,
  unitVotesDiffer: 'This unit index has other votes on an earlier row.',
  unitCostShare: UNIT_COST_SHARE_MESSAGE,
  unitCostShareDiffers: 'This unit index has another cost share on an earlier row.',
  emailNameDiffers: 'This email address has another name on an earlier row.',
  emailLanguageDiffers: 'This email address has another language on an earlier row.',
  tenancyRepeated: 'This tenant has another rental contract for this unit on an earlier row.',
  noComplex: 'No complex has this name.',
  complexArchived: 'This complex is archived: take it back into use first.',
  complexNameShared: 'Several complexes have this name: give one of them another name first.',
  emailIsUserName: 'Another person logs in with this email address as their user name.',
  elementNumber:
    'Write the number of an element as the export gives it, or leave it empty for a new element.',
  elementRepeated: 'This element is on an earlier row too.',
  elementUnit: 'Write m2, m1, st or pst.',
  globalIdList:
    'Write the GlobalIds of the model elements (22 characters each), separated by commas or blanks.',
  nlsfbCode: ELEMENT_REGISTER_MESSAGES.nlsfbCode,
  quantity: ELEMENT_REGISTER_MESSAGES.quantity,
  quantityUnit: ELEMENT_REGISTER_MESSAGES.unit,
  installedYear: ELEMENT_REGISTER_MESSAGES.installedYear,
  expectedLife: ELEMENT_REGISTER_MESSAGES.expectedLife,
  replacementValue: ELEMENT_REGISTER_MESSAGES.replacementValue,
  globalIdRepeated: ELEMENT_REGISTER_MESSAGES.globalIds,
  noAspect: 'This complex has no aspect with this name.',
  aspectNameShared:
    'Several aspects of this complex have this name: give one of them a name of its own first.',
  noElement: 'This complex has no element with this number.',
  elementMoves: 'This element belongs to another aspect: an element cannot move to another aspect.',
  planActivity: 'Write replace, repair, paint, inspect, clean or other.',
  planVatRate: PLAN_MESSAGES.vatRate,
  planUnitPrice: PLAN_MESSAGES.unitPrice,
  planYear: PLAN_MESSAGES.year,
  planCycle: PLAN_MESSAGES.cycle,
  planDescription: PLAN_MESSAGES.description,
  planYearOutside: 'This year lies outside the plan’s years.',
  /** A value its column's schema refuses for a reason without a code of its own (shown in English). */
  invalid: 'This value is not valid.',
} as const;

export type ImportReason = keyof typeof IMPORT_REASONS;
export const ImportReason = z.enum(Object.keys(IMPORT_REASONS) as [ImportReason, ...ImportReason[]]);

const reasonByText = new Map<string, ImportReason>(
  Object.entries(IMPORT_REASONS).map(([code, text]) => [text, code as ImportReason]),
);

/** The code of a reason the rules wrote (`invalid` for a text without a code of its own). */
export const importReasonOf = (message: string): ImportReason => reasonByText.get(message) ?? 'invalid';
