import { Box, Group, Text } from '@mantine/core';
import { CalendarEntryKind } from '@vve/contract/calls/calendar';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ENTRY_COLORS, entryKindLabel } from '../calendar-entries';

/** What the calendar's colours stand for. */
export const CalendarLegend = () => {
  const { t } = useTranslation();
  return (
    <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Legend')}>
      {CalendarEntryKind.options.map((kind) => (
        <Group component="li" key={kind} gap={6} wrap="nowrap">
          <Box w={14} h={14} bg={ENTRY_COLORS[kind]} style={{ borderRadius: 3 }} aria-hidden />
          <Text size="sm">{entryKindLabel(kind, t)}</Text>
        </Group>
      ))}
    </Group>
  );
};
