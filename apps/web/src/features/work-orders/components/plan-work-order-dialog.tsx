import { NativeSelect, TextInput } from '@mantine/core';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { codeOptions, priorityLabel } from '../../../lib/known-values';
import { usePlanWorkOrder } from '../api/office-work-orders';

interface PlanWorkOrderDialogProps {
  order: OfficeWorkOrder;
  /** The priorities to choose from; the work order's own is offered too. */
  priorities: readonly string[];
  onClose: () => void;
}

/** 'Edit planning': a work order's start date, planning date (either may be left empty) and priority. */
export const PlanWorkOrderDialog = ({ order, priorities, onClose }: PlanWorkOrderDialogProps) => {
  const { t } = useTranslation();
  const plan = usePlanWorkOrder(order.id);
  const [startDate, setStartDate] = useState(order.startDate ?? '');
  const [planningDate, setPlanningDate] = useState(order.planningDate ?? '');
  const [priority, setPriority] = useState(order.priority);
  const beforeStart = startDate !== '' && planningDate !== '' && planningDate < startDate;
  const options = priorities.includes(order.priority) ? priorities : [order.priority, ...priorities];
  return (
    <FormDialog
      title={t('Edit planning')}
      submitLabel={t('Save')}
      pending={plan.isPending}
      onClose={onClose}
      onSubmit={() => {
        if (beforeStart) return;
        plan.mutate(
          { startDate: startDate || null, planningDate: planningDate || null, priority },
          { onSuccess: onClose },
        );
      }}
    >
      <TextInput
        type="date"
        label={t('Start date')}
        data-autofocus
        value={startDate}
        onChange={(event) => {
          setStartDate(event.currentTarget.value);
        }}
      />
      <TextInput
        type="date"
        label={t('Planning date')}
        value={planningDate}
        error={beforeStart ? t('The planning date is before the start date.') : undefined}
        onChange={(event) => {
          setPlanningDate(event.currentTarget.value);
        }}
      />
      <NativeSelect
        label={t('Priority')}
        data={codeOptions(options, priorityLabel, t)}
        value={priority}
        onChange={(event) => {
          setPriority(event.currentTarget.value);
        }}
      />
      {plan.error && <FailureAlert error={plan.error} failed={t('The planning could not be saved.')} />}
    </FormDialog>
  );
};
