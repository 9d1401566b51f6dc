import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';
import { DateText } from './date-text';
import { WARNING_TEXT } from './text-colors';

/**
 * A date something is due by (a work order's planning date, a request's due date): plain, or when it has passed
 * and the thing is still open, in the warning colour with a warning sign and the word 'Overdue'.
 */
export const OverdueDate = ({ value, overdue }: { value: string; overdue: boolean }) => {
  const { t } = useTranslation();
  if (!overdue) return <DateText value={value} />;
  return (
    <Text span inherit c={WARNING_TEXT} fw={600}>
      <IconAlertTriangle aria-hidden size={16} style={{ verticalAlign: 'text-bottom' }} />{' '}
      <DateText value={value} /> ({t('Overdue')})
    </Text>
  );
};
