import type { TFunction } from '../lib/i18n/i18n';
import type { Refusal } from '../lib/offline/queued-change';

/**
 * The refusals the server words for people (its 4xx messages), in the user's language. A message that is not
 * here shows as the server sent it.
 */
const refusals = (t: TFunction): Record<string, string> => ({
  'This email address is already used by another person.': t(
    'This email address is already used by another person.',
  ),
  'You cannot take away your own administrator role.': t('You cannot take away your own administrator role.'),
  'You cannot deactivate yourself.': t('You cannot deactivate yourself.'),
  'This person is deactivated: reactivate them first.': t(
    'This person is deactivated: reactivate them first.',
  ),
  "This person has already chosen a password: they can use 'Forgot password?' on the login screen.": t(
    "This person has already chosen a password: they can use 'Forgot password?' on the login screen.",
  ),
  'This password is one of the most common ones. Choose another.': t(
    'This password is one of the most common ones. Choose another.',
  ),
  'The current password is not right.': t('The current password is not right.'),
  'This link has expired or has already been used. Ask for a new one.': t(
    'This link has expired or has already been used. Ask for a new one.',
  ),
  'The units of a rental contract are in one complex.': t(
    'The units of a rental contract are in one complex.',
  ),
  'A chosen unit does not exist.': t('A chosen unit does not exist.'),
  'This complex has no financial management, so it has no debtors.': t(
    'This complex has no financial management, so it has no debtors.',
  ),
  'This person is a debtor of this complex already.': t('This person is a debtor of this complex already.'),
  'Only a PDF file is accepted.': t('Only a PDF file is accepted.'),
  'The end date is before the start date.': t('The end date is before the start date.'),
  'This is not a valid IBAN: check the account number.': t(
    'This is not a valid IBAN: check the account number.',
  ),
  'This inspection was saved elsewhere in the meantime.': t(
    'This inspection was saved elsewhere in the meantime.',
  ),
  // Refusals this device words itself, for a queued change it can no longer send.
  'A file of this change is no longer on this device.': t(
    'A file of this change is no longer on this device.',
  ),
  'A file of this inspection is no longer on this device.': t(
    'A file of this inspection is no longer on this device.',
  ),
  'The registration of this inspection is no longer on this device.': t(
    'The registration of this inspection is no longer on this device.',
  ),
});

/** A server's refusal in the user's language, when it is one the app knows; else the server's own words. */
export const refusalText = (message: string, t: TFunction): string => refusals(t)[message] ?? message;

/** The line that says a queued change was refused, and why, wherever the change shows. */
export const changeRefusalText = (refusal: Refusal, t: TFunction): string =>
  t('The server refused this change: {{reason}}', { reason: refusalText(refusal.message, t) });
