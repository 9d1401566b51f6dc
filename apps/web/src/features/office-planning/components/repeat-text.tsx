import type { TaskRepeatPayload } from '@vve/contract/calls/office-planning';
import { useTranslation } from '../../../lib/i18n/i18n';

/** How often a task comes back: 'Every 12 months', 'Every year', or 'Does not repeat'. */
export const RepeatText = ({ repeat }: { repeat: TaskRepeatPayload | null }) => {
  const { t } = useTranslation();
  if (repeat === null) return t('Does not repeat');
  return repeat.unit === 'months'
    ? t('Every {{count}} months', { count: repeat.every })
    : t('Every {{count}} years', { count: repeat.every });
};
