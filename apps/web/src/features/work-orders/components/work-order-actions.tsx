import { Button, Group } from '@mantine/core';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import { IconCalendarEvent, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useWorkOrderChoices } from '../api/get-work-order-choices';
import { useCancelWorkOrder } from '../api/office-work-orders';
import { PlanWorkOrderDialog } from './plan-work-order-dialog';

/** Asks why the work order is cancelled, and cancels it. */
const CancelWorkOrderDialog = ({ order, onClose }: { order: OfficeWorkOrder; onClose: () => void }) => {
  const { t } = useTranslation();
  const cancel = useCancelWorkOrder(order.id);
  return (
    <ReasonDialog
      opened
      title={t('Cancel work order')}
      label={t('Reason')}
      description={t('The supplier and the request’s timeline show the reason.')}
      missing={t('A cancellation needs a reason.')}
      confirmLabel={t('Cancel work order')}
      dismissLabel={t('Keep the work order')}
      pending={cancel.isPending}
      error={
        cancel.error && (
          <FailureAlert error={cancel.error} failed={t('The work order could not be cancelled.')} />
        )
      }
      onConfirm={(reason) => {
        cancel.mutate({ reason }, { onSuccess: onClose });
      }}
      onDismiss={onClose}
    />
  );
};

/** 'Edit planning' and 'Cancel work order' for a work order that is not handled; nothing for one that is. */
export const WorkOrderActions = ({ order }: { order: OfficeWorkOrder }) => {
  const { t } = useTranslation();
  const choices = useWorkOrderChoices();
  const [open, setOpen] = useState<'plan' | 'cancel' | null>(null);
  if (order.afgerond) return null;
  const close = () => {
    setOpen(null);
  };
  return (
    <Group gap="xs">
      <Button
        leftSection={<IconCalendarEvent aria-hidden size={18} />}
        onClick={() => {
          setOpen('plan');
        }}
      >
        {t('Edit planning')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconX aria-hidden size={18} />}
        onClick={() => {
          setOpen('cancel');
        }}
      >
        {t('Cancel work order')}
      </Button>
      {open === 'plan' && (
        <PlanWorkOrderDialog order={order} priorities={choices.data?.priorities ?? []} onClose={close} />
      )}
      {open === 'cancel' && <CancelWorkOrderDialog order={order} onClose={close} />}
    </Group>
  );
};
