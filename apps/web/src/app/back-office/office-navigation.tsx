import { Badge, NavLink, Stack } from '@mantine/core';
import { ReportStatus } from '@vve/contract/enums';
import {
  IconArrowBackUp,
  IconBuildingCommunity,
  IconCalendarMonth,
  IconCalendarStats,
  IconChartHistogram,
  IconFileImport,
  IconInbox,
  IconMailX,
  IconSpeakerphone,
  IconTool,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { requestStatusLabel, requestStatusLook } from '../../components/request-status-badge';
import { StatusBadge } from '../../components/status-badge';
import { useOfficeRequestCounts } from '../../features/requests/api/get-office-request-counts';
import { useTranslation, type TFunction } from '../../lib/i18n/i18n';
import { routes } from '../../lib/routes';
import { officeRoutes } from '../../lib/office-routes';
import { SessionActions } from '../session-actions';

interface EntryProps {
  to: string;
  label: string;
  /** Whether the entry is the page (or the filter) shown now. */
  current: boolean;
  icon?: ReactNode;
  count?: ReactNode;
  indented?: boolean;
  onNavigate: () => void;
}

const Entry = ({ to, label, current, icon, count, indented = false, onNavigate }: EntryProps) => (
  <NavLink
    component={Link}
    to={to}
    label={label}
    active={current}
    // Filled: white on blue 8 keeps the AA contrast (the light variant's blue 9 on blue 2 does not).
    variant="filled"
    aria-current={current ? 'page' : undefined}
    leftSection={icon}
    rightSection={count}
    pl={indented ? 'xl' : undefined}
    onClick={onNavigate}
  />
);

/** The back office's pages after the requests: each is current on its own path and below. */
const PAGES = [
  { to: officeRoutes.workOrders, label: (t: TFunction) => t('Work orders'), Icon: IconTool },
  { to: officeRoutes.complexes, label: (t: TFunction) => t('Complexes'), Icon: IconBuildingCommunity },
  { to: officeRoutes.people, label: (t: TFunction) => t('People'), Icon: IconUsers },
  { to: officeRoutes.suppliers, label: (t: TFunction) => t('Suppliers'), Icon: IconTruck },
  { to: officeRoutes.planning, label: (t: TFunction) => t('Maintenance planning'), Icon: IconCalendarStats },
  {
    to: officeRoutes.maintenancePlan,
    label: (t: TFunction) => t('Maintenance plan'),
    Icon: IconChartHistogram,
  },
  { to: officeRoutes.calendar, label: (t: TFunction) => t('Calendar'), Icon: IconCalendarMonth },
  { to: officeRoutes.announcements, label: (t: TFunction) => t('Announcements'), Icon: IconSpeakerphone },
  { to: officeRoutes.import, label: (t: TFunction) => t('Import'), Icon: IconFileImport },
  { to: officeRoutes.deliveries, label: (t: TFunction) => t('Deliveries'), Icon: IconMailX },
];

/**
 * The back office's side bar (its landmark is the layout's navbar): the requests with a counter per status and those waiting for me (each a link to
 * the inbox with that filter), the work orders, the complexes, the way back to the apps, and logging out.
 */
export const OfficeNavigation = ({ onNavigate }: { onNavigate: () => void }) => {
  const { t } = useTranslation();
  const counts = useOfficeRequestCounts().data;
  const { pathname, search } = useLocation();
  const inInbox = pathname === officeRoutes.requests;
  const only = (name: string, value: string) => {
    const params = new URLSearchParams(search);
    return inInbox && params.size === 1 && params.get(name) === value;
  };
  return (
    <Stack gap={0}>
      <Entry
        to={officeRoutes.requests}
        label={t('Requests')}
        icon={<IconInbox aria-hidden size={20} />}
        current={inInbox && search === ''}
        onNavigate={onNavigate}
      />
      <Entry
        to={`${officeRoutes.requests}?waiting=true`}
        label={t('Waiting for me')}
        count={
          counts && (
            <Badge color="blue.8" radius="sm">
              {counts.waiting}
            </Badge>
          )
        }
        current={only('waiting', 'true')}
        indented
        onNavigate={onNavigate}
      />
      {ReportStatus.options.map((status) => (
        <Entry
          key={status}
          to={`${officeRoutes.requests}?status=${status}`}
          label={requestStatusLabel(status, t)}
          count={
            counts && <StatusBadge look={requestStatusLook(status)}>{counts.byStatus[status]}</StatusBadge>
          }
          current={only('status', status)}
          indented
          onNavigate={onNavigate}
        />
      ))}
      {PAGES.map(({ to, label, Icon }) => (
        <Entry
          key={to}
          to={to}
          label={label(t)}
          icon={<Icon aria-hidden size={20} />}
          current={pathname.startsWith(to)}
          onNavigate={onNavigate}
        />
      ))}
      <Entry
        to={routes.home}
        label={t('Back to the app')}
        icon={<IconArrowBackUp aria-hidden size={20} />}
        current={false}
        onNavigate={onNavigate}
      />
      <SessionActions notificationSettings={officeRoutes.notificationSettings} />
    </Stack>
  );
};
