import type { TFunction } from '../../../lib/i18n/i18n';

/** The refusals of the maintenance planning, as the server words them, in the user's language. */
export const planningRefusals = (t: TFunction): Record<string, string> => ({
  'This complex is archived. Take it back into use to change it.': t(
    'This complex is archived. Take it back into use to change it.',
  ),
  'Choose one of the aspect types.': t('Choose one of the aspect types.'),
  'This aspect has inspections, so it is kept. You can rename it.': t(
    'This aspect has inspections, so it is kept. You can rename it.',
  ),
  'This element has findings, so it is kept. You can change it.': t(
    'This element has findings, so it is kept. You can change it.',
  ),
  'This supplier is archived. Choose a supplier in use.': t(
    'This supplier is archived. Choose a supplier in use.',
  ),
  'This task has been performed, so it is kept as it was.': t(
    'This task has been performed, so it is kept as it was.',
  ),
  'An inspection of this task has been started, so it is kept.': t(
    'An inspection of this task has been started, so it is kept.',
  ),
});
