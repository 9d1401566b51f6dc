import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TimelineEntry } from '@vve/contract/calls/office';
import {
  IconArrowsExchange,
  IconBan,
  IconLock,
  IconMessage,
  IconPlus,
  IconReportAnalytics,
  IconTool,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { requestStatusLabel } from '../../../components/request-status-badge';
import { supplierStatusText } from '../../../components/supplier-status';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';
import { PhotoGrid } from '../../../components/photo-grid';

const workOrderPath = (id: number) => generatePath(officeRoutes.workOrder, { id: String(id) });

/** What an entry shows: a sign, a headline, who did it, and what they wrote. */
interface EntryView {
  icon: ReactNode;
  title: ReactNode;
  by: string | null;
  body?: ReactNode;
  /** An internal note stands out from what the resident reads. */
  internal?: boolean;
}

const Written = ({ text }: { text: string }) => (
  <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
    {text}
  </Text>
);

const WorkOrderLink = ({ id, children }: { id: number; children: ReactNode }) => (
  <Anchor component={Link} to={workOrderPath(id)} inherit>
    {children}
  </Anchor>
);

const entryView = (entry: TimelineEntry, t: TFunction): EntryView => {
  const icon = (Icon: typeof IconPlus) => <Icon aria-hidden size={16} />;
  switch (entry.kind) {
    case 'created':
      return { icon: icon(IconPlus), title: t('Request created'), by: entry.by.naam };
    case 'status':
      return {
        icon: icon(IconArrowsExchange),
        title: t('Status changed from {{from}} to {{to}}', {
          from: requestStatusLabel(entry.from, t),
          to: requestStatusLabel(entry.to, t),
        }),
        by: entry.by?.naam ?? null,
        body: entry.reason !== null && <Written text={t('Reason: {{reason}}', { reason: entry.reason })} />,
      };
    case 'message': {
      const { message } = entry;
      const internal = message.visibility === 'INTERNAL';
      return {
        icon: icon(internal ? IconLock : IconMessage),
        title: message.fromResident
          ? t('Message from the resident')
          : internal
            ? t('Internal note')
            : t('Message to the resident'),
        by: message.author.naam,
        internal,
        body: (
          <>
            <Written text={message.text} />
            {message.attachments.length > 0 && <PhotoGrid files={message.attachments} />}
          </>
        ),
      };
    }
    case 'work-order':
      return {
        icon: icon(IconTool),
        title: (
          <WorkOrderLink id={entry.workOrderId}>
            {t('Work order {{id}} for {{supplier}}', { id: entry.workOrderId, supplier: entry.supplier })}
          </WorkOrderLink>
        ),
        by: null,
      };
    case 'supplier-status':
      return {
        icon: icon(IconReportAnalytics),
        title: t('{{supplier}} reported: {{status}}', {
          supplier: entry.supplier,
          status: supplierStatusText(entry.status, t),
        }),
        by: null,
        body: (
          <>
            {entry.description !== null && entry.description !== '' && <Written text={entry.description} />}
            <Text size="sm">
              <WorkOrderLink id={entry.workOrderId}>
                {t('Work order {{id}}', { id: entry.workOrderId })}
              </WorkOrderLink>
            </Text>
          </>
        ),
      };
    case 'work-order-cancelled':
      return {
        icon: icon(IconBan),
        title: (
          <WorkOrderLink id={entry.workOrderId}>
            {t('Work order {{id}} cancelled', { id: entry.workOrderId })}
          </WorkOrderLink>
        ),
        by: entry.by?.naam ?? null,
        body: <Written text={t('Reason: {{reason}}', { reason: entry.reason })} />,
      };
  }
};

const Entry = ({ entry }: { entry: TimelineEntry }) => {
  const { t } = useTranslation();
  const view = entryView(entry, t);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color={view.internal ? 'yellow' : 'blue'} radius="xl" aria-hidden>
        {view.icon}
      </ThemeIcon>
      <Paper
        flex={1}
        miw={0}
        p={view.internal ? 'xs' : 0}
        bg={view.internal ? 'yellow.0' : undefined}
        radius="sm"
      >
        <Stack gap={2}>
          <Text fw={600}>{view.title}</Text>
          <Text size="sm" c="gray.7">
            {view.by !== null && `${view.by} · `}
            <DateText value={entry.at} withTime />
          </Text>
          {view.body}
        </Stack>
      </Paper>
    </Group>
  );
};

/**
 * A request's timeline, oldest first: its creation, every status change (who, when, why), every message (to the
 * resident, from the resident, internal), its work orders and what their suppliers reported, cancellations.
 */
export const RequestTimeline = ({ entries }: { entries: readonly TimelineEntry[] }) => {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Timeline')}>
      {entries.map((entry, index) => (
        <Entry key={index} entry={entry} />
      ))}
    </Stack>
  );
};
