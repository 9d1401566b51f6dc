import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import type { StatusReport } from '@vve/contract/calls/work-assignments';
import { IconBan } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { ImageStrip } from '../../../components/image-strip';
import { Money } from '../../../components/money';
import { OverdueDate } from '../../../components/overdue-date';
import { PlainList } from '../../../components/plain-list';
import { PriorityText } from '../../../components/priority-text';
import { repairTypeLabel } from '../../../lib/known-values';
import { SupplierStatusBadge } from '../../../components/supplier-status';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';
import { WorkOrderStateBadge } from './work-order-state';

const dateOrDash = (value: string | null) => (value === null ? '–' : <DateText value={value} />);

/** The planning date; an overdue one in the warning colour with a warning sign and the word 'Overdue'. */
const PlanningDate = ({ order }: { order: OfficeWorkOrder }) =>
  order.planningDate === null ? '–' : <OverdueDate value={order.planningDate} overdue={order.overdue} />;

/** Every field of a work order as the back office shows it. */
export const WorkOrderFacts = ({ order }: { order: OfficeWorkOrder }) => {
  const { t } = useTranslation();
  return (
    <DetailList
      details={[
        { label: t('Supplier'), value: order.supplier.naam },
        { label: t('Complex'), value: order.complex.naam },
        { label: t('Description'), value: order.omschrijving },
        { label: t('Priority'), value: <PriorityText name={order.priority} /> },
        { label: t('Repair type'), value: repairTypeLabel(order.repairType, t) },
        { label: t('Creation date'), value: <DateText value={order.createdAt} /> },
        { label: t('Start date'), value: dateOrDash(order.startDate) },
        { label: t('Planning date'), value: <PlanningDate order={order} /> },
        {
          label: t('Indication amount'),
          value: order.indicationAmount === null ? '–' : <Money amount={order.indicationAmount} />,
        },
        {
          label: t('State'),
          value: order.afgerond ? <WorkOrderStateBadge order={order} /> : t('Not handled yet'),
        },
      ]}
    />
  );
};

/** Who cancelled the work order, when and why. */
export const WorkOrderCancellation = ({
  cancelled,
}: {
  cancelled: NonNullable<OfficeWorkOrder['cancelled']>;
}) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconBan aria-hidden />}
      title={t('This work order was cancelled')}
    >
      <Stack gap={4}>
        <Text size="sm">
          <DateText value={cancelled.at} withTime />
          {cancelled.by && ` · ${cancelled.by.naam}`}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {`${t('Reason')}: ${cancelled.reason}`}
        </Text>
      </Stack>
    </Alert>
  );
};

/** The request the work order came from, as a link to its page in the back office. */
export const WorkOrderRequest = ({ request }: { request: OfficeWorkOrder['request'] }) => {
  const { t } = useTranslation();
  if (request === null) return <Text c="gray.7">{t('This work order was not made from a request.')}</Text>;
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={generatePath(officeRoutes.request, { id: String(request.id) })} fw={600}>
        {t('Request {{nr}}', { nr: request.nr })}
      </Anchor>
      <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
        {request.omschrijving}
      </Text>
    </Stack>
  );
};

/** Every status report of the work order's supplier, newest first: when, the status, what they wrote, photos. */
export const SupplierReports = ({ updates }: { updates: readonly StatusReport[] }) => {
  const { t } = useTranslation();
  if (updates.length === 0) return <Text c="gray.7">{t('The supplier has not reported yet.')}</Text>;
  return (
    <PlainList aria-label={t('Supplier reports')}>
      {updates.map((update, index) => (
        <Paper component="li" key={`${update.creationDate} ${index}`} withBorder p="sm">
          <Stack gap={4}>
            <Group gap="sm">
              <SupplierStatusBadge status={update.status} />
              <Text size="sm" c="gray.7">
                <DateText value={update.creationDate} withTime />
              </Text>
            </Group>
            {update.description !== null && update.description !== '' && (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {update.description}
              </Text>
            )}
            {update.attachments.length > 0 && <ImageStrip images={update.attachments} />}
          </Stack>
        </Paper>
      ))}
    </PlainList>
  );
};
