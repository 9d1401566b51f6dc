import { Group, Text } from '@mantine/core';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import { useTranslation } from '../../../lib/i18n/i18n';
import { generatePath } from 'react-router';
import { DateText } from '../../../components/date-text';
import { routes } from '../../../lib/routes';
import { PriorityText } from '../../../components/priority-text';
import { supplierStatusText } from '../../../components/supplier-status';
import { LinkCard } from '../../../components/link-card';
import { PlainList } from '../../../components/plain-list';

/** Work orders as cards that open workAssignmentDetails (spec §2). */
export const SupplierWorkOrderList = ({ orders }: { orders: readonly WorkAssignment[] }) => {
  const { t } = useTranslation();
  return (
    <PlainList>
      {orders.map((order) => (
        <li key={order.id}>
          <LinkCard to={generatePath(routes.workAssignmentDetails, { workAssignmentId: String(order.id) })}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {order.omschrijving}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">
                <DateText value={order.aanmaakdatum} />
              </Text>
              <Text size="sm" component="div">
                · <PriorityText name={order.reparatiePrioriteit.naam} />
              </Text>
            </Group>
            {order.afgerond ? (
              <Text size="sm" fw={500}>
                {t('Handled')}
              </Text>
            ) : (
              order.lastSupplierUpdate !== null && (
                <Text size="sm" fw={500}>
                  {supplierStatusText(order.lastSupplierUpdate.status, t)}
                </Text>
              )
            )}
            <Text size="sm" c="gray.7">
              {order.vve.composedAddress}
            </Text>
          </LinkCard>
        </li>
      ))}
    </PlainList>
  );
};
