import { Table } from '@mantine/core';
import type { FailedDelivery } from '@vve/contract/calls/office-deliveries';
import { DateText } from '../../../components/date-text';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';

const channelLabel = (channel: FailedDelivery['channel'], t: TFunction): string =>
  ({ email: t('Email'), push: t('Push'), notification: t('Notification') })[channel];

/** Whether it is tried again, as a badge with black text on a fill that keeps the AA contrast. */
const RETRYING: StatusLook = { color: 'yellow.4', label: (t) => t('Being retried') };
const GIVEN_UP: StatusLook = { color: 'red.3', label: (t) => t('Given up') };

/**
 * Emails and push messages that did not go out, and changes nobody could be told of, as a table: the channel, whom it was for, what about, the problem,
 * how often it was tried, when, and whether it is tried again. Scrolls sideways where it is narrow.
 */
export const DeliveryList = ({ deliveries }: { deliveries: readonly FailedDelivery[] }) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Channel')}</Table.Th>
            <Table.Th>{t('Recipient')}</Table.Th>
            <Table.Th>{t('About')}</Table.Th>
            <Table.Th>{t('Problem')}</Table.Th>
            <Table.Th ta="right">{t('Attempts')}</Table.Th>
            <Table.Th>{t('When')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery, index) => (
            <Table.Tr key={index}>
              <Table.Td>{channelLabel(delivery.channel, t)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{delivery.recipient || '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{delivery.about ?? '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{delivery.error}</Table.Td>
              <Table.Td ta="right">{delivery.attempts}</Table.Td>
              <Table.Td>
                <DateText value={delivery.at} withTime />
              </Table.Td>
              <Table.Td>
                <StatusBadge look={delivery.retrying ? RETRYING : GIVEN_UP} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
