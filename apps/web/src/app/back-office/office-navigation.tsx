import { Badge, NavLink, Stack } from '@mantine/core';
import { ReportStatus } from '@vve/contract/enums';
import {
  IconArrowBackUp,
  IconBuildingCommunity,
  IconCalendarStats,
  IconFileImport,
  IconInbox,
  IconMailX,
  IconTool,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { reportStatusLabel, reportStatusLook } from '../../components/report-status-badge';
import { StatusBadge } from '../../components/status-badge';
import { useOfficeRequestCounts } from '../../features/office/api/get-office-request-counts';
import { useTranslation } from '../../lib/i18n/i18n';
import { routes } from '../../lib/routes';
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

/**
 * The back office's side bar (its landmark is the layout's navbar): the requests with a counter per status and those waiting for me (each a link to
 * the inbox with that filter), the work orders, the complexes, the way back to the apps, and logging out.
 */
export const OfficeNavigation = ({ onNavigate }: { onNavigate: () => void }) => {
  const { t } = useTranslation();
  const counts = useOfficeRequestCounts().data;
  const { pathname, search } = useLocation();
  const inInbox = pathname === routes.officeRequests;
  const only = (name: string, value: string) => {
    const params = new URLSearchParams(search);
    return inInbox && params.size === 1 && params.get(name) === value;
  };
  return (
    <Stack gap={0}>
      <Entry
        to={routes.officeRequests}
        label={t('Requests')}
        icon={<IconInbox aria-hidden size={20} />}
        current={inInbox && search === ''}
        onNavigate={onNavigate}
      />
      <Entry
        to={`${routes.officeRequests}?waiting=true`}
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
          to={`${routes.officeRequests}?status=${status}`}
          label={reportStatusLabel(status, t)}
          count={
            counts && <StatusBadge look={reportStatusLook(status)}>{counts.byStatus[status]}</StatusBadge>
          }
          current={only('status', status)}
          indented
          onNavigate={onNavigate}
        />
      ))}
      <Entry
        to={routes.officeWorkOrders}
        label={t('Work orders')}
        icon={<IconTool aria-hidden size={20} />}
        current={pathname.startsWith(routes.officeWorkOrders)}
        onNavigate={onNavigate}
      />
      <Entry
        to={routes.officeComplexes}
        label={t('Complexes')}
        icon={<IconBuildingCommunity aria-hidden size={20} />}
        current={pathname.startsWith(routes.officeComplexes)}
        onNavigate={onNavigate}
      />
      <Entry
        to={routes.officePeople}
        label={t('People')}
        icon={<IconUsers aria-hidden size={20} />}
        current={pathname.startsWith(routes.officePeople)}
        onNavigate={onNavigate}
      />
      <Entry
        to={routes.officeSuppliers}
        label={t('Suppliers')}
        icon={<IconTruck aria-hidden size={20} />}
        current={pathname.startsWith(routes.officeSuppliers)}
        onNavigate={onNavigate}
      />
      <Entry
        to={routes.officePlanning}
        label={t('Maintenance planning')}
        icon={<IconCalendarStats aria-hidden size={20} />}
        current={pathname.startsWith(routes.officePlanning)}
        onNavigate={onNavigate}
      />
      <Entry
        to={routes.officeImport}
        label={t('Import')}
        icon={<IconFileImport aria-hidden size={20} />}
        current={pathname.startsWith(routes.officeImport)}
        onNavigate={onNavigate}
      />
      <Entry
        to={routes.officeDeliveries}
        label={t('Deliveries')}
        icon={<IconMailX aria-hidden size={20} />}
        current={pathname.startsWith(routes.officeDeliveries)}
        onNavigate={onNavigate}
      />
      <Entry
        to={routes.home}
        label={t('Back to the app')}
        icon={<IconArrowBackUp aria-hidden size={20} />}
        current={false}
        onNavigate={onNavigate}
      />
      <SessionActions notificationSettings={routes.officeNotificationSettings} />
    </Stack>
  );
};
