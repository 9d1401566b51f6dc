import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import { IconAlertTriangle } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { PriorityText } from '../../../components/priority-text';
import { SupplierStatusBadge } from '../../../components/supplier-status';
import { WARNING_TEXT } from '../../../components/text-colors';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';
import { useRovingFocus } from '../../../lib/use-roving-focus';
import rows from '../../../components/link-rows.module.css';
import classes from './work-order-list.module.css';
import { WorkOrderStateBadge } from './work-order-state';

/** The planning date; an overdue one in the warning colour with a warning sign ('Overdue' shows beside it). */
const PlanningDate = ({ order }: { order: OfficeWorkOrder }) => {
  const { t } = useTranslation();
  if (order.planningDate === null) return <Text size="sm">–</Text>;
  return (
    <Text size="sm" c={order.overdue ? WARNING_TEXT : undefined} fw={order.overdue ? 600 : undefined}>
      <VisuallyHidden>{t('Planning date')} </VisuallyHidden>
      {order.overdue && (
        <IconAlertTriangle aria-hidden size={14} style={{ verticalAlign: 'text-bottom' }} />
      )}{' '}
      <DateText value={order.planningDate} />
    </Text>
  );
};

const Row = ({ order }: { order: OfficeWorkOrder }) => {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap={4} className={classes.main}>
        <Text lineClamp={2}>{order.omschrijving}</Text>
        <Group gap={6}>
          {order.request && (
            <Text size="xs" c="gray.7">
              {t('Request {{nr}}', { nr: order.request.nr })}
            </Text>
          )}
          <WorkOrderStateBadge order={order} />
        </Group>
      </Stack>
      <Text size="sm" className={classes.supplier}>
        {order.supplier.naam}
      </Text>
      <Text size="sm" c="gray.7" className={classes.complex}>
        {order.complex.naam}
      </Text>
      <span className={classes.planning}>
        <PlanningDate order={order} />
      </span>
      <Text size="sm" component="span" className={classes.priority}>
        <PriorityText name={order.priority} />
      </Text>
      <span className={classes.state}>
        <VisuallyHidden>{t('Last supplier status')} </VisuallyHidden>
        <SupplierStatusBadge status={order.lastSupplierUpdate?.status ?? null} />
      </span>
    </>
  );
};

/**
 * Work orders across suppliers, one a line: a list of links with one tab stop, up and down move through it, Enter
 * opens the work order. A screen reader reads each line as one link: description, request, state, supplier,
 * complex, planning date, priority and the supplier's last status.
 */
export const WorkOrderList = ({ orders }: { orders: readonly OfficeWorkOrder[] }) => {
  const { t } = useTranslation();
  const { onKeyDown, itemProps } = useRovingFocus(orders.length);
  return (
    <div className={rows.table}>
      <div className={classes.head} aria-hidden>
        {[
          [t('Supplier'), classes.supplier],
          [t('Complex'), classes.complex],
          [t('Description'), classes.main],
          [t('Planning date'), classes.planning],
          [t('Priority'), classes.priority],
          [t('Last supplier status'), classes.state],
        ].map(([label, className]) => (
          <Text key={className} size="xs" fw={700} c="gray.7" className={className}>
            {label}
          </Text>
        ))}
      </div>
      <ul className={rows.list} aria-label={t('Work orders')} onKeyDown={onKeyDown}>
        {orders.map((order, index) => (
          <li key={order.id}>
            <Link
              to={generatePath(officeRoutes.workOrder, { id: String(order.id) })}
              className={classes.row}
              {...itemProps(index)}
            >
              <Row order={order} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
