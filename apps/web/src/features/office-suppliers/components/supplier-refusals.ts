import type { TFunction } from '../../../lib/i18n/i18n';

/** The refusals of the administration of suppliers, as the server words them, in the user's language. */
export const supplierRefusals = (t: TFunction): Record<string, string> => ({
  'This supplier is archived. Take it back into use to change it.': t(
    'This supplier is archived. Take it back into use to change it.',
  ),
  'This person is already a member of another supplier.': t(
    'This person is already a member of another supplier.',
  ),
  'Nobody has this email address. Add them as a new person instead.': t(
    'Nobody has this email address. Add them as a new person instead.',
  ),
  'This email address is already used by another person.': t(
    'This email address is already used by another person.',
  ),
});
