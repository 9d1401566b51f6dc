import { Button, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Report } from '@vve/contract/calls/requests';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/i18n';
import { Link, useSearchParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { requestStatusLabel } from '../../components/request-status-badge';
import { Screen } from '../../components/screen';
import { useFormatters } from '../../lib/format';
import { routes } from '../../lib/routes';
import { usePersonalRequests } from '../../features/requests/api/get-personal-requests';
import { useRecentRequests } from '../../features/requests/api/get-recent-requests';
import { RequestFilterBox } from '../../features/requests/components/request-filter-box';
import { QueuedRequests } from '../../features/requests/components/queued-requests';
import { RequestList } from '../../features/requests/components/request-list';
import { mixesComplexes } from '../../features/requests/request-complex';
import { searchRequests } from '../../features/requests/request-search';

type RequestsTab = 'recent' | 'my';

const TAB_PARAM = 'tab';
const FILTER_PARAM = 'filter';

interface FilteredListProps {
  query: UseQueryResult<Report[]>;
  filter: string;
  withThumbnails?: boolean;
}

const FilteredList = ({ query, filter, withThumbnails = false }: FilteredListProps) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <QueryView query={query} skeleton={{ lines: 4, height: 72 }}>
      {(reports) => {
        const shown = searchRequests(reports, filter, (report) => [
          requestStatusLabel(report.status, t),
          date(report.aanmaakDatum),
        ]);
        if (shown.length === 0 && reports.length > 0) {
          return <Text c="gray.7">{t('No requests match the filter.')}</Text>;
        }
        return (
          <RequestList
            reports={shown}
            withThumbnails={withThumbnails}
            withComplex={mixesComplexes(reports)}
          />
        );
      }}
    </QueryView>
  );
};

/**
 * recentReports (spec §2): the tabs 'Recent' and 'My' under one filter box. The tab and the filter are kept
 * in the address, so that coming back from a request shows the same list.
 */
export const RecentRequestsScreen = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: RequestsTab = searchParams.get(TAB_PARAM) === 'my' ? 'my' : 'recent';
  const [filter, setFilter] = useState(() => searchParams.get(FILTER_PARAM) ?? '');
  const recent = useRecentRequests(tab === 'recent');
  const personal = usePersonalRequests(tab === 'my');

  const keep = (name: string, value: string, fallback: string) => {
    setSearchParams(
      (params) => {
        if (value === fallback) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true },
    );
  };

  return (
    <Screen
      title={t('Requests')}
      actions={
        <Button
          component={Link}
          to={routes.createReport}
          size="xs"
          leftSection={<IconPlus aria-hidden size={16} />}
        >
          {t('Create a request')}
        </Button>
      }
    >
      <Stack>
        <QueuedRequests />
        <RequestFilterBox
          value={filter}
          onChange={(value) => {
            setFilter(value);
            keep(FILTER_PARAM, value, '');
          }}
        />
        <Tabs
          value={tab}
          onChange={(value) => {
            keep(TAB_PARAM, value === 'my' ? 'my' : 'recent', 'recent');
          }}
          keepMounted={false}
        >
          <Tabs.List grow>
            <Tabs.Tab value="recent">{t('Recent')}</Tabs.Tab>
            <Tabs.Tab value="my">{t('My')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="recent" pt="md">
            <VisuallyHidden>
              <Title order={2}>{t('Recent requests')}</Title>
            </VisuallyHidden>
            <FilteredList query={recent} filter={filter} />
          </Tabs.Panel>
          <Tabs.Panel value="my" pt="md">
            <VisuallyHidden>
              <Title order={2}>{t('My recent requests')}</Title>
            </VisuallyHidden>
            <FilteredList query={personal} filter={filter} withThumbnails />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Screen>
  );
};
