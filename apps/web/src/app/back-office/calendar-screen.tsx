import { Alert, Box, Group, Stack, Text } from '@mantine/core';
import type { CalendarQuery } from '@vve/contract/calls/calendar';
import { useMemo, useState } from 'react';
import { useHref, useNavigate, useSearchParams } from 'react-router';
import { OfficePage } from '../../components/office-page';
import { QueryView } from '../../components/query-view';
import { useOfficeCalendar } from '../../features/calendar/api/get-office-calendar';
import { CalendarLegend } from '../../features/calendar/components/calendar-legend';
import { MonthCalendarView } from '../../features/calendar/components/month-calendar-view';
import { ENTRY_COLORS, entryPath, entryTitle } from '../../features/calendar/calendar-entries';
import { useOfficeComplex } from '../../features/office-complexes/api/get-office-complex';
import { ComplexChoice } from '../../features/office-complexes/components/complex-choice';
import { useTranslation } from '../../lib/i18n/i18n';
import { localDay } from '../../lib/local-day';

/** The complex in the page's address (`?complex=…`), or null for all of them. */
const useComplexParam = () => {
  const [search, setSearch] = useSearchParams();
  const param = Number(search.get('complex'));
  const complexId = Number.isSafeInteger(param) && param > 0 ? param : null;
  const choose = (id: number | null) => {
    setSearch(id === null ? {} : { complex: String(id) });
  };
  return [complexId, choose] as const;
};

/**
 * The back office's calendar: the members' meetings, open inspection tasks and planned work orders of every
 * complex or one (`?complex=…`), by month as a grid or a list, each linking to its page.
 */
export const CalendarScreen = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const [complexId, chooseComplex] = useComplexParam();
  const complex = useOfficeComplex(complexId ?? 0, complexId !== null).data?.complex;
  const [days, setDays] = useState<{ from: string; to: string } | null>(null);
  const query: CalendarQuery | null = days && (complexId === null ? days : { ...days, complex: complexId });
  const calendar = useOfficeCalendar(query);
  const items = useMemo(
    () =>
      (calendar.data?.entries ?? []).map((entry) => {
        const path = entryPath(entry);
        return {
          id: `${entry.kind}-${String(entry.id)}`,
          title: entryTitle(entry, t),
          start: entry.startsAt ?? entry.day,
          allDay: entry.startsAt === null,
          href: `${base}${path}`,
          path,
          color: ENTRY_COLORS[entry.kind],
        };
      }),
    [calendar.data, t, base],
  );
  return (
    <OfficePage title={complex ? t('Calendar of {{complex}}', { complex: complex.naam }) : t('Calendar')}>
      <Text maw="48rem">
        {t(
          'The members’ meetings, the open inspection tasks and the work orders by their planning date. Choose one to open it.',
        )}
      </Text>
      <Group align="flex-end" justify="space-between" gap="md">
        <Box w={420} maw="100%">
          <ComplexChoice
            optional
            value={complexId}
            known={complex && { id: complex.id, naam: complex.naam }}
            onChange={chooseComplex}
          />
        </Box>
        <CalendarLegend />
      </Group>
      <Stack gap="xs">
        <QueryView query={calendar} />
        {calendar.data?.truncated && (
          <Alert color="yellow" variant="light">
            {t('This shows the first 1,000 entries. Choose a complex to see all of its entries.')}
          </Alert>
        )}
      </Stack>
      <MonthCalendarView
        items={items}
        language={i18n.language}
        onDaysChange={(start, end) => {
          // The view's end is the first day after it.
          setDays({ from: localDay(start), to: localDay(new Date(end.getTime() - 1)) });
        }}
        onOpen={(path) => {
          void navigate(path);
        }}
      />
    </OfficePage>
  );
};
