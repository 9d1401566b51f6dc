import { Group, Stack, Text } from '@mantine/core';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import { generatePath } from 'react-router';
import { DateText } from '../../../components/date-text';
import { LinkCard } from '../../../components/link-card';
import { PlainList } from '../../../components/plain-list';
import { PriorityText } from '../../../components/priority-text';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { SupplierStatusBadge } from '../../../components/supplier-status';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';

const HANDLED: StatusLook = { color: 'gray.2', label: (t) => t('Handled') };
const CANCELLED: StatusLook = { color: 'gray.2', label: (t) => t('Cancelled') };
const OVERDUE: StatusLook = { color: 'red.2', label: (t) => t('Overdue') };

/** Whether a work order is cancelled, handled, overdue, or none of these. */
const stateLook = (order: OfficeWorkOrder): StatusLook | null => {
  if (order.cancelled) return CANCELLED;
  if (order.afgerond) return HANDLED;
  return order.overdue ? OVERDUE : null;
};

const WorkOrderCard = ({ order }: { order: OfficeWorkOrder }) => {
  const { t } = useTranslation();
  const state = stateLook(order);
  return (
    <LinkCard to={generatePath(officeRoutes.workOrder, { id: String(order.id) })}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t('Work order {{id}}', { id: order.id })}</Text>
          {state && <StatusBadge look={state} />}
        </Group>
        <Text size="sm">{order.supplier.naam}</Text>
        <Group gap="xs">
          <SupplierStatusBadge status={order.lastSupplierUpdate?.status ?? null} />
          <Text size="sm" component="span">
            <PriorityText name={order.priority} />
          </Text>
        </Group>
        {order.planningDate !== null && (
          <Text size="sm" c="gray.7">
            {t('Planning date')}: <DateText value={order.planningDate} />
          </Text>
        )}
      </Stack>
    </LinkCard>
  );
};

/** The work orders of a request, each a link to its page in the back office. */
export const RequestWorkOrders = ({ workOrders }: { workOrders: readonly OfficeWorkOrder[] }) => {
  const { t } = useTranslation();
  if (workOrders.length === 0) return <Text c="gray.7">{t('This request has no work orders yet.')}</Text>;
  return (
    <PlainList aria-label={t('Work orders')}>
      {workOrders.map((order) => (
        <li key={order.id}>
          <WorkOrderCard order={order} />
        </li>
      ))}
    </PlainList>
  );
};
