import type { FailedDelivery } from '@vve/contract/calls/office-deliveries';
import { DateText } from '../../../components/date-text';
import { RecordTable } from '../../../components/record-table';
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
    <RecordTable
      items={deliveries}
      rowKey={(_, index) => index}
      minWidth={720}
      look="list"
      columns={[
        { header: t('Channel'), cell: (delivery) => channelLabel(delivery.channel, t) },
        { header: t('Recipient'), breakAnywhere: true, cell: (delivery) => delivery.recipient || '—' },
        { header: t('About'), breakAnywhere: true, cell: (delivery) => delivery.about ?? '—' },
        { header: t('Problem'), breakAnywhere: true, cell: (delivery) => delivery.error },
        { header: t('Attempts'), numeric: true, cell: (delivery) => delivery.attempts },
        { header: t('When'), cell: (delivery) => <DateText value={delivery.at} withTime /> },
        {
          header: t('Status'),
          cell: (delivery) => <StatusBadge look={delivery.retrying ? RETRYING : GIVEN_UP} />,
        },
      ]}
    />
  );
};
