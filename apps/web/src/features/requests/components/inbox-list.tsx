import { Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { OfficeRequestRow, SupplierAlert } from '@vve/contract/calls/office';
import { isOpenReport, isOverdue } from '@vve/contract/rules/request-due';
import { IconClipboardCheck, IconCube3dSphere, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { OverdueDate } from '../../../components/overdue-date';
import { PriorityText } from '../../../components/priority-text';
import { RequestStatusBadge } from '../../../components/request-status-badge';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { supplierStatusText } from '../../../components/supplier-status';
import { WARNING_TEXT } from '../../../components/text-colors';
import { formatLocale, useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';
import { useRovingFocus } from '../../../lib/use-roving-focus';
import { requestAge } from '../request-age';
import classes from './inbox-list.module.css';
import lines from '../../../components/link-rows.module.css';

const READY_TO_RESOLVE: StatusLook = { color: 'lime.3', label: (t) => t('Ready to resolve') };
const WAITING: StatusLook = { color: 'blue.1', label: (t) => t('Waiting for me') };
const FROM_INSPECTION: StatusLook = { color: 'gray.2', label: (t) => t('From inspection') };

/** A supplier's FOLLOW_UP_ACTION_NEEDED or BLOCKED report: the status, who, and what they wrote. */
const AlertLine = ({ alert }: { alert: SupplierAlert }) => {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={WARNING_TEXT} className={classes.description}>
      {`${supplierStatusText(alert.status, t)} · ${alert.supplier}`}
      {alert.description !== null && alert.description !== '' && `: ${alert.description}`}
    </Text>
  );
};

const Row = ({ row, now }: { row: OfficeRequestRow; now: number }) => {
  const { t, i18n } = useTranslation();
  const { dateTime } = useFormatters();
  const marks = [
    row.waiting && WAITING,
    row.readyToResolve && READY_TO_RESOLVE,
    row.fromInspection && FROM_INSPECTION,
  ].filter((mark) => mark !== false);
  return (
    <>
      <span className={classes.nr}>
        <VisuallyHidden>{t('Request')} </VisuallyHidden>
        {row.nr}
      </span>
      <Stack gap={4} className={classes.main}>
        <Text lineClamp={2} className={classes.description}>
          {row.omschrijving}
        </Text>
        {marks.length > 0 && (
          <Group gap={6}>
            {marks.map((mark) => (
              <StatusBadge
                key={mark.color}
                look={mark}
                variant="filled"
                size="sm"
                leftSection={
                  mark === FROM_INSPECTION ? <IconClipboardCheck aria-hidden size={12} /> : undefined
                }
              />
            ))}
          </Group>
        )}
        {row.alerts.map((alert) => (
          <AlertLine key={alert.workOrderId} alert={alert} />
        ))}
        {isOpenReport(row.status) && (
          <Text size="sm" c="gray.7">
            {t('Due')}: <OverdueDate value={row.dueAt} overdue={isOverdue(row.status, row.dueAt, now)} />
            {row.priority !== 'Normaal' && (
              <>
                {' · '}
                <PriorityText name={row.priority} />
              </>
            )}
          </Text>
        )}
      </Stack>
      <Text size="sm" c="gray.7" className={classes.complex}>
        {row.complex?.naam ?? t('No complex')}
      </Text>
      <Text size="sm" c="gray.7" className={classes.requester}>
        {row.requester.naam}
      </Text>
      <Text size="sm" c="gray.7" className={classes.age}>
        <time dateTime={row.createdAt} title={dateTime(row.createdAt)}>
          {requestAge(row.createdAt, now, formatLocale(i18n.language))}
        </time>
      </Text>
      <Text size="sm" c="gray.7" component="span" className={classes.media}>
        {row.photoCount > 0 && (
          <span>
            <IconPhoto aria-hidden size={16} style={{ verticalAlign: 'text-bottom' }} />
            <span aria-hidden> {row.photoCount}</span>
            <VisuallyHidden>{t('{{count}} photos', { count: row.photoCount })}</VisuallyHidden>
          </span>
        )}
        {row.pinned && (
          <span>
            <IconCube3dSphere aria-hidden size={16} style={{ verticalAlign: 'text-bottom' }} />
            <VisuallyHidden>{t('Pinned in the 3D model')}</VisuallyHidden>
          </span>
        )}
      </Text>
      <span className={classes.status}>
        <RequestStatusBadge status={row.status} />
      </span>
    </>
  );
};

/** The requests picked for a bulk action, while the administrator picks them. */
export interface InboxSelection {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}

/**
 * The inbox's requests, one a line: a list of links with one tab stop, up and down move through it, Enter opens
 * the request. A screen reader reads each line as one link: number, description, marks, due date and priority (of an
 * open request), complex, requester, age, photos, 3D pin and status. While requests are picked (`selection`), each line has a checkbox before its link.
 */
export const InboxList = ({
  rows,
  selection,
}: {
  rows: readonly OfficeRequestRow[];
  selection?: InboxSelection;
}) => {
  const { t } = useTranslation();
  const { onKeyDown, itemProps } = useRovingFocus(rows.length);
  // Ages count from when the inbox was opened: minutes later they are still right to the day.
  const [now] = useState(() => Date.now());
  return (
    <div className={lines.table}>
      <div className={selection ? `${classes.head} ${classes.headPicking}` : classes.head} aria-hidden>
        {[
          [t('Number'), classes.nr],
          [t('Complex'), classes.complex],
          [t('Description'), classes.main],
          [t('Requested by'), classes.requester],
          [t('Age'), classes.age],
          ['', classes.media],
          [t('Status'), classes.status],
        ].map(([label, className]) => (
          <Text key={className} size="xs" fw={700} c="gray.7" className={className}>
            {label}
          </Text>
        ))}
      </div>
      <ul className={lines.list} aria-label={t('Requests')} onKeyDown={onKeyDown}>
        {rows.map((row, index) => (
          <li key={row.id} className={selection ? classes.picking : undefined}>
            {selection && (
              <Checkbox
                aria-label={t('Select request {{nr}}', { nr: row.nr })}
                checked={selection.selected.has(row.id)}
                onChange={() => {
                  selection.onToggle(row.id);
                }}
              />
            )}
            <Link
              to={generatePath(officeRoutes.request, { id: String(row.id) })}
              className={classes.row}
              {...itemProps(index)}
            >
              <Row row={row} now={now} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
