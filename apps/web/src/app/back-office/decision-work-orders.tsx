import { Anchor, Button, Group, Stack } from '@mantine/core';
import type { OfficeDecision } from '@vve/contract/calls/meeting-votes';
import { IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { PlainList } from '../../components/plain-list';
import { useCreateDecisionWorkOrder } from '../../features/meetings/api/create-decision-work-order';
import { CreateWorkOrderDialog } from '../../features/work-orders/components/create-work-order-dialog';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';

/**
 * Below a carried decision in the back office: the work orders that carry it out, each a link, and 'Create work
 * order' to give it one in one step (its description from the decision).
 */
export const DecisionWorkOrders = ({ decision }: { decision: OfficeDecision }) => {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const create = useCreateDecisionWorkOrder(decision.itemId);
  if (decision.result.outcome !== 'adopted') return null;
  return (
    <Stack gap={4} align="flex-start">
      {decision.workOrders.length > 0 && (
        <PlainList aria-label={t('Work orders of “{{title}}”', { title: decision.title })}>
          {decision.workOrders.map((order) => (
            <li key={order.id}>
              <Anchor
                component={Link}
                to={generatePath(officeRoutes.workOrder, { id: String(order.id) })}
                size="sm"
              >
                {t('Work order {{id}}: {{description}}', { id: order.id, description: order.omschrijving })}
              </Anchor>
            </li>
          ))}
        </PlainList>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconTool aria-hidden size={16} />}
          aria-label={t('Create work order for “{{title}}”', { title: decision.title })}
          onClick={() => {
            setCreating(true);
          }}
        >
          {t('Create work order')}
        </Button>
      </Group>
      {creating && (
        <CreateWorkOrderDialog
          create={create}
          description={decision.title}
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </Stack>
  );
};
