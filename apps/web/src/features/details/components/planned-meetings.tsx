import { List, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { DateText } from '../../../components/date-text';

/** The planned meetings of a complex with their date and time, or 'No planned meetings' (spec §2). */
export const PlannedMeetings = ({ dates }: { dates: readonly string[] }) => {
  const { t } = useTranslation();
  if (dates.length === 0) return <Text c="gray.7">{t('No planned meetings')}</Text>;
  return (
    <List spacing="xs" icon={<IconCalendarEvent aria-hidden size={18} />} center>
      {dates.map((date) => (
        <List.Item key={date}>
          <DateText value={date} withTime />
        </List.Item>
      ))}
    </List>
  );
};
